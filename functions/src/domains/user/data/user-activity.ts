import { SECURITY, type Language } from '@sddp/shared';
import { logTextOf } from '#entities/operation-log';
import { projectNamesIn, type ProjectNamer } from '#entities/project';
import type { UserRecord } from '#entities/user';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryPages } from '#kit/db/paging';
import { addMinutes } from '#kit/time';

export interface UserActivity {
  time: string;
  text: string;
  reqUrl: string;
  projectName: string;
}

const SIGN_IN = 'log.loginSuccess';
/** The log rows read at most, newest first, to find the last `limit` of each kind (an account that only signs in stops early). */
const SCAN_MAX = 500;

/**
 * The account's last sign-ins and operations from the operation log (gsi1 by userCode, newest first),
 * their texts rendered in the reader's language from the stored key and parameters, their projects named
 * in it too.
 */
export async function recentActivity(
  userCode: string,
  language: Language,
  limit = 10,
): Promise<{ signIns: UserActivity[]; operations: UserActivity[] }> {
  const signIns: UserActivity[] = [];
  const operations: UserActivity[] = [];
  const nameOf = await projectNamesIn(language);
  let read = 0;
  const pages = queryPages({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.logsOfUser(userCode) },
    ScanIndexForward: false,
    Limit: 100,
  });
  for await (const page of pages) {
    for (const item of page) {
      const key = String(item.logKey ?? '');
      const target = key === SIGN_IN ? signIns : key === 'log.loginFailure' ? undefined : operations;
      if (target && target.length < limit) target.push(activityOf(item, language, nameOf));
    }
    read += page.length;
    if ((signIns.length >= limit && operations.length >= limit) || read >= SCAN_MAX) break;
  }
  return { signIns, operations };
}

function activityOf(item: Record<string, unknown>, language: Language, nameOf: ProjectNamer): UserActivity {
  return {
    time: String(item.createTime ?? ''),
    text: logTextOf(item, language),
    reqUrl: String(item.reqUrl ?? ''),
    projectName: nameOf(Number(item.projectId ?? 0), String(item.projectName ?? '')),
  };
}

/** Sessions of the account still usable now: not idle or past their end, and not older than its sessionsValidFrom. */
export async function openSessionCount(user: Pick<UserRecord, 'id' | 'sessionsValidFrom'>, now = new Date()): Promise<number> {
  let open = 0;
  const pages = queryPages({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionsOfUser(user.id) },
  });
  for await (const page of pages) {
    for (const session of page) {
      const idleEnd = addMinutes(new Date(String(session.lastSeenAt)), SECURITY.sessionIdleMinutes);
      const valid = !user.sessionsValidFrom || String(session.createdAt) >= user.sessionsValidFrom;
      if (valid && now <= idleEnd && now <= new Date(String(session.absoluteExpiresAt))) open += 1;
    }
  }
  return open;
}
