import { ERROR_CODE, type AuditImportReport } from '@sddp/shared';
import { getContract, type ContractRecord } from '#entities/device';
import { AppError } from '#kit/errors';
import type { JobOwner } from '#kit/jobs/job-record';
import type { JobContext, JobRunner } from '#kit/jobs/job-runner';
import { getJob } from '#kit/jobs/job-store';
import { readWorkbookRows } from '#kit/spreadsheet';
import { auditImported, auditRejected, problemOf, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import { contractDeliveries } from '../data/contract-deliveries';
import { releaseWorkbookLock, takeWorkbookLock, workbookLockHolder } from '../data/workbook-lock';
import { planWorkbook } from '../data/workbook-plan';
import { recoverWorkbookWrite, writeWorkbook, WorkbookStoppedError } from '../data/workbook-write';
import { SUPPLIER_WORKBOOK_SHEET, type SupplierWorkbookRow } from '../sheets/supplier-workbook-sheet';
import { logWorkbookImport } from './workbook-import-log';

/** The contract the job was started for, still the starter's organisation's. */
async function contractOf(contractId: number, orgId: number): Promise<ContractRecord> {
  const contract = await getContract(contractId);
  if (!contract || contract.supplierId !== orgId) throw new AppError(ERROR_CODE.notFound, 'error.delivery.tagNotFound');
  return contract;
}

/**
 * Holds the contract for this job. A lock left by a job that ended without settling its write (its own
 * settling failed too) is settled first, so a contract is never held for good.
 */
async function takeContract(contractId: number, jobId: string): Promise<void> {
  try {
    await takeWorkbookLock(contractId, jobId);
  } catch (error) {
    const holder = await workbookLockHolder(contractId);
    const holding = holder ? await getJob(holder) : undefined;
    if (!holder || (holding && holding.state !== 'done' && holding.state !== 'failed')) throw error;
    await recoverWorkbookWrite(holder, contractId);
    await takeWorkbookLock(contractId, jobId);
  }
}

/** Plans against the records as they are while the job holds the contract, and writes the plan: every row or none. */
async function planAndWrite(
  jobId: string,
  contract: ContractRecord,
  rows: readonly SupplierWorkbookRow[],
  dataRows: number,
  owner: JobOwner,
  { progress, flush }: JobContext,
): Promise<AuditImportReport> {
  const language = owner.language;
  const label = (key: 'tagNumber' | 'propertyKey' | 'value') => SUPPLIER_WORKBOOK_SHEET.label(key, language);
  const deliveries = await contractDeliveries(contract);
  const { changes, problems } = planWorkbook(rows, deliveries, language, label, owner.userCode);
  if (problems.length > 0 || changes.length === 0) {
    await releaseWorkbookLock(contract.id, jobId);
    return problems.length > 0 ? auditRejected(dataRows, problems) : auditImported(dataRows);
  }
  await flush();
  progress({ phase: 'writing', total: changes.length, written: 0 });
  const identity = { jobId, contractId: contract.id, projectId: contract.projectId, supplierId: contract.supplierId, rows: dataRows };
  const outcome = await writeWorkbook(identity, changes, (written, total) => progress({ phase: 'writing', written, total }));
  if (outcome.status === 'written') return auditImported(dataRows);
  // Another writer changed a tag after the plan read it: nothing of the file stays, and the report names the tags.
  const changed = deliveries.tags.filter((entry) => outcome.tagIds.includes(entry.tag.id)).map((entry) => entry.tag.tagNumber);
  return auditRejected(
    dataRows,
    changed.map((tagNumber) =>
      problemOf(
        language,
        rows.find((row) => row.tagNumber.trim().toLowerCase() === tagNumber.toLowerCase())?.row ?? 1,
        label('tagNumber'),
        'import.delivery.changedMeanwhile',
        {
          tagNumber,
        },
      ),
    ),
  );
}

/**
 * A supplier's filled delivery workbook into its contract's tags: every row or none. The rows' cells are
 * checked first, then, holding the contract, every row against its tag, class and what is saved; a
 * worker that dies while writing leaves the job to its recovery (workbook-import-recovery.ts), which
 * finishes it.
 */
export const importWorkbookJob: JobRunner<'delivery.workbookImport'> = {
  async run(job, context) {
    const { progress } = context;
    const language = job.owner.language;
    const contract = await contractOf(job.input.contractId, job.input.orgId);
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(SUPPLIER_WORKBOOK_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    let report: AuditImportReport;
    if (parsed.problems.length > 0) {
      report = auditRejected(parsed.dataRows, parsed.problems, parsed.moreProblems);
    } else {
      await takeContract(contract.id, job.id);
      try {
        report = await planAndWrite(job.id, contract, parsed.rows, parsed.dataRows, job.owner, context);
      } catch (error) {
        // Settled now if it can be (finished, or nothing of it written); a recovery that took over settles it itself.
        if (!(error instanceof WorkbookStoppedError)) await recoverWorkbookWrite(job.id, contract.id).catch(() => undefined);
        throw error;
      }
    }
    await logWorkbookImport(job.owner, contract, report, context.logger);
    return report;
  },
};
