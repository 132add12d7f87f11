import type { AuditImportReport, Language } from '@sddp/shared';
import type { JobContext, JobRunner } from '#kit/jobs/job-runner';
import { readWorkbookRows } from '#kit/spreadsheet';
import { auditImported, auditRejected, problemOf, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import { planContractImport } from '../data/device-import-plan';
import { importContracts, type NewContract, type TakenNumber } from '../data/device-writes';
import { DEVICE_CONTRACT_SHEET, type DeviceContractSheetRow } from '../sheets/device-contract-sheet';
import { logContractImport } from './device-contract-import-log';

/** A number another writer took while the import wrote, as a problem of the first row that names it. */
function takenProblem(rows: readonly DeviceContractSheetRow[], taken: TakenNumber, language: Language) {
  const isTag = 'tagNumber' in taken;
  const row =
    rows.find((candidate) => (isTag ? candidate.tagNumber === taken.tagNumber : candidate.contractNo === taken.contractNo))?.row ?? 1;
  return isTag
    ? problemOf(language, row, DEVICE_CONTRACT_SHEET.label('tagNumber', language), 'device.import.tagExists', {
        tagNumber: taken.tagNumber,
      })
    : problemOf(language, row, DEVICE_CONTRACT_SHEET.label('contractNo', language), 'device.import.contractExists', {
        contractNo: taken.contractNo,
      });
}

/** The checked plan written as this job's staged import: every row or none, also when the worker dies (job-recoveries.ts). */
async function writePlan(
  jobId: string,
  plans: readonly NewContract[],
  rows: readonly DeviceContractSheetRow[],
  language: Language,
  { progress, flush }: JobContext,
): Promise<AuditImportReport> {
  await flush();
  progress({ phase: 'writing', total: rows.length, written: 0 });
  const outcome = await importContracts(jobId, plans, (written, total) => progress({ phase: 'writing', written, total }));
  if (outcome.status === 'imported') return auditImported(rows.length);
  return auditRejected(
    rows.length,
    outcome.taken.map((taken) => takenProblem(rows, taken, language)),
  );
}

/**
 * Equipment contracts and their tag numbers from a workbook: every row or none. The rows are checked
 * against the stored data first; a number taken by another writer meanwhile leaves nothing written
 * and becomes a rejected report too.
 */
export const importContractsJob: JobRunner<'device.contractImport'> = {
  async run(job, context) {
    const { progress } = context;
    const language = job.owner.language;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(DEVICE_CONTRACT_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    // The rows whose cells are valid are checked against the data too, so one report lists every problem.
    const { plans, problems } = await planContractImport(parsed.rows, language, (key) => DEVICE_CONTRACT_SHEET.label(key, language));
    const report =
      parsed.problems.length > 0 || problems.length > 0
        ? auditRejected(parsed.dataRows, [...parsed.problems, ...problems], parsed.moreProblems)
        : await writePlan(job.id, plans, parsed.rows, language, context);
    await logContractImport(job.owner, report, context.logger);
    return report;
  },
};
