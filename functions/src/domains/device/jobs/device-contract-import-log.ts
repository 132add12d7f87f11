import type { AuditImportReport } from '@sddp/shared';
import { logAuditImport } from '#entities/operation-log';
import type { JobOwner } from '#kit/jobs/job-record';
import type { Logger } from '#kit/logger';

/** The operation-log row of a contract import, with its outcome; a failed write is only logged (the import stands). */
export const logContractImport = (owner: JobOwner, report: AuditImportReport, logger?: Logger) =>
  logAuditImport(owner, 'log.device.contractsImported', report).catch((error: unknown) =>
    logger?.error('operation log write failed', { error: String(error), key: 'log.device.contractsImported' }),
  );
