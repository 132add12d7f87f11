import { formatMessage, type AuditImportReport, type MessageKey } from '@sddp/shared';
import type { JobOwner } from '#kit/jobs/job-record';
import { appendLog } from './logs';

/** The operation-log row of an audit import (spec §2.20), written when the job ends, as the request that started it. */
export async function logAuditImport(
  owner: JobOwner,
  key: MessageKey,
  report: AuditImportReport,
  params: Record<string, string> = {},
): Promise<void> {
  const logParams = {
    outcome: formatMessage('zh', report.status === 'imported' ? 'log.importOutcome.imported' : 'log.importOutcome.rejected'),
    rows: String(report.rows),
    ...params,
  };
  await appendLog({
    userCode: owner.userCode,
    orgName: owner.orgName,
    linkman: owner.linkman,
    log: formatMessage('zh', key, logParams),
    logKey: key,
    logParams,
    reqUrl: owner.reqUrl,
    createTime: new Date().toISOString(),
    requestId: owner.requestId,
  });
}
