import type { AuditImportReport } from '@sddp/shared';
import { planContractImport } from '../../lib/data/device-import-plan';
import { DeviceGuardTaken, writeContracts } from '../../lib/data/device-writes';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { readWorkbookRows } from '../../lib/spreadsheet';
import { DEVICE_CONTRACT_SHEET } from '../../lib/spreadsheet/device-contract-sheet';
import { logAuditImport } from './audit-import-log';
import { auditImported, auditRejected, problemOf, readAuditUpload } from './audit-upload';

/**
 * Equipment contracts and their tag numbers from a workbook: every row or none. The rows are checked
 * against the stored data first; a number taken by another writer meanwhile undoes what was written
 * and becomes a rejected report too.
 */
export const importContractsJob: JobRunner<'device.contractImport'> = {
  async run(job, { progress, flush, logger }) {
    const language = job.owner.language;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(DEVICE_CONTRACT_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    // The rows whose cells are valid are checked against the data too, so one report lists every problem.
    const { plans, problems } = await planContractImport(parsed.rows, language, (key) => DEVICE_CONTRACT_SHEET.label(key, language));
    let report: AuditImportReport;
    if (parsed.problems.length > 0 || problems.length > 0) {
      report = auditRejected(parsed.dataRows, [...parsed.problems, ...problems], parsed.moreProblems);
    } else {
      await flush();
      progress({ phase: 'writing', total: parsed.rows.length, written: 0 });
      try {
        await writeContracts(plans);
        report = auditImported(parsed.rows.length);
      } catch (error) {
        if (!(error instanceof DeviceGuardTaken)) throw error;
        const what = error.what;
        const column =
          'weihao' in what ? DEVICE_CONTRACT_SHEET.label('weihao', language) : DEVICE_CONTRACT_SHEET.label('contractNo', language);
        const row =
          parsed.rows.find((candidate) => ('weihao' in what ? candidate.weihao === what.weihao : candidate.contractNo === what.contractNo))
            ?.row ?? 1;
        report = auditRejected(parsed.rows.length, [
          'weihao' in what
            ? problemOf(language, row, column, 'device.import.tagExists', { weihao: what.weihao })
            : problemOf(language, row, column, 'device.import.contractExists', { contractNo: what.contractNo }),
        ]);
      }
    }
    await logAuditImport(job.owner, 'log.device.contractsImported', report).catch((error: unknown) =>
      logger.error('operation log write failed', { error: String(error), key: 'log.device.contractsImported' }),
    );
    return report;
  },
};
