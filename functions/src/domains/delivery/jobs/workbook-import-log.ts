import type { AuditImportReport } from '@sddp/shared';
import type { ContractRecord } from '#entities/device';
import { logAuditImport } from '#entities/operation-log';
import type { JobOwner } from '#kit/jobs/job-record';
import type { Logger } from '#kit/logger';

/** The operation-log row of a workbook import, with its outcome; a failed write is only logged (the import stands). */
export const logWorkbookImport = (
  owner: JobOwner,
  contract: Pick<ContractRecord, 'contractNo'>,
  report: AuditImportReport,
  logger?: Logger,
) =>
  logAuditImport(owner, 'log.delivery.workbookImported', report, { contractNo: contract.contractNo }).catch((error: unknown) =>
    logger?.error('operation log write failed', { error: String(error), key: 'log.delivery.workbookImported' }),
  );
