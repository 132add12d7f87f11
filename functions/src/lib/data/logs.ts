import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROJECT_ID, USER_SYSTEM_PROJECT_NAME } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

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
}

export async function appendLog(row: Omit<LogRow, 'projectId' | 'projectName'> & Partial<LogRow>): Promise<void> {
  const full: LogRow = { projectId: PROJECT_ID.userSystem, projectName: USER_SYSTEM_PROJECT_NAME, ...row };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: keys.logPartition(full.projectId, full.createTime),
        sk: `${full.createTime}#${full.requestId}`,
        gsi1pk: keys.logsOfUser(full.userCode || '-'),
        gsi1sk: full.createTime,
        kind: 'Log',
        ...full,
      },
    }),
  );
}
