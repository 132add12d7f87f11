import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROJECT_ID, USER_SYSTEM_PROJECT_NAME, type LogChange } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { logOrgKey, logUserKey } from './log-dims';

/** An operation-log row (spec §2.20). Our own actions belong to project 8000, 'user system'. */
export interface LogRow {
  userCode: string;
  projectId: number;
  projectName: string;
  orgName: string;
  linkman: string;
  /** Rendered in zh (the default language) and kept with its key so a reader can re-render it. */
  log: string;
  logKey: string;
  logParams: Record<string, string>;
  reqUrl: string;
  createTime: string;
  requestId: string;
  /** What an edit changed, field by field (never a secret). */
  changes?: LogChange[];
}

/**
 * The stored item of a row: in its project's month partition (every row), on gsi1 by account and gsi2
 * by organisation (docs/data-model.md "Operation log"). One Put: the counters are rolled up from the rows.
 */
export function logItem(row: Omit<LogRow, 'projectId' | 'projectName'> & Partial<LogRow>): Record<string, unknown> {
  const full: LogRow = { projectId: PROJECT_ID.userSystem, projectName: USER_SYSTEM_PROJECT_NAME, ...row };
  const userKey = logUserKey(full.userCode);
  const orgKey = logOrgKey(full.orgName);
  return {
    pk: keys.logPartition(full.projectId, full.createTime),
    sk: `${full.createTime}#${full.requestId}`,
    gsi1pk: keys.logsOfUser(full.userCode || '-'),
    gsi1sk: full.createTime,
    ...(orgKey ? { gsi2pk: keys.logsOfOrg(full.projectId, orgKey), gsi2sk: full.createTime } : {}),
    kind: 'Log',
    userKey,
    orgKey,
    ...full,
    changes: full.changes ?? [],
  };
}

export async function appendLog(row: Omit<LogRow, 'projectId' | 'projectName'> & Partial<LogRow>): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: logItem(row) }));
}
