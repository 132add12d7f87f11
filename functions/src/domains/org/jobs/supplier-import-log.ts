import { formatMessage, type ImportReport } from '@sddp/shared';
import { appendLog } from '#entities/operation-log';
import type { JobRecordOf } from '#kit/jobs/job-record';

/**
 * The operation-log row of an import (spec §2.20), written when the job ends with its outcome, as the
 * request that started it: its account, address and request id.
 */
export async function logImport(job: JobRecordOf<'org.import'>, report: ImportReport): Promise<void> {
  const logParams = {
    outcome: formatMessage('zh', report.status === 'imported' ? 'log.importOutcome.imported' : 'log.importOutcome.rejected'),
    rows: String(report.rows),
    created: String(report.created),
    unchanged: String(report.unchanged),
  };
  const { owner } = job;
  await appendLog({
    userCode: owner.userCode,
    orgName: owner.orgName,
    linkman: owner.linkman,
    log: formatMessage('zh', 'log.orgImported', logParams),
    logKey: 'log.orgImported',
    logParams,
    reqUrl: owner.reqUrl,
    createTime: new Date().toISOString(),
    requestId: owner.requestId,
  });
}
