import { randomBytes, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { derivePermissions, formatMessage, PROJECT_ID, type Permission } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { readOutbox } from '#kit/notify/outbox';
import { apiEvent, lambdaContext, type CallOptions } from './api-event';
import { domainModules, type DomainModule } from './domain-handlers';
import { createTestUser, getItem, keys, uniqueCode } from './fixtures';
import { ROLE_FIELDS } from './orgs';
import { tokenFor } from './sign-in';

/**
 * Every kind of account of spec §6 the security suites sign in as: the roles of orgs.ts, and the
 * accounts whose grants differ (an owner, a contractor's user manager, a maturity-score super-user).
 */
export const SECURITY_ROLE_FIELDS = {
  ...ROLE_FIELDS,
  owner: { userRole: '90', userType: '100' },
  userManager: { userRole: '20', userType: '100' },
  scoreSuperUser: { userRole: '10', userType: '0' },
} as const;
export type SecurityRole = keyof typeof SECURITY_ROLE_FIELDS;
export const SECURITY_ROLES = Object.keys(SECURITY_ROLE_FIELDS) as SecurityRole[];

/** The account codes the suites put into SCORE_SUPERUSER_CODES, one per scoreSuperUser account they create. */
export const SCORE_SUPERUSER_CODES = Array.from({ length: 40 }, () => uniqueCode('score'));
let scoreCodesUsed = 0;

export interface RoleAccount {
  role: SecurityRole;
  id: number;
  userCode: string;
  token: string;
  permissions: Permission[];
  /** Its organisation's type: the delivery endpoints go by it beside the roles. */
  userRole: string;
}

/** A fresh, signed-in account of the role, with the permissions the shared rules derive for it (no projects). */
export async function signedInAs(role: SecurityRole, scoreSuperUserCodes: readonly string[]): Promise<RoleAccount> {
  const fields = SECURITY_ROLE_FIELDS[role];
  const userCode = role === 'scoreSuperUser' ? SCORE_SUPERUSER_CODES[scoreCodesUsed++] : uniqueCode(role);
  if (!userCode) throw new Error('out of score super-user codes: raise SCORE_SUPERUSER_CODES length');
  const user = await createTestUser({ ...fields, userCode });
  return {
    role,
    id: user.id,
    userCode: user.userCode,
    token: await tokenFor(user.userCode),
    permissions: derivePermissions(user, [], scoreSuperUserCodes),
    userRole: user.userRole,
  };
}

/** 43 base64url characters: the shape of a session token nobody issued. */
export const forgedToken = () => randomBytes(32).toString('base64url').slice(0, 43);

/** The access-refusal messages (not the object-level ones): no session, no permission, a lifecycle step pending. */
export const ACCESS_REFUSALS = (['error.forbidden', 'error.passwordChangeRequired', 'error.infoRequired'] as const).flatMap((key) => [
  formatMessage('zh', key),
  formatMessage('en', key),
]);

export interface TracedResponse {
  status: number;
  body: string;
  envelope: { code?: unknown; message?: unknown; result?: unknown } | undefined;
  requestId: string;
}

/** Invokes a handler with an event (changed by `tweak` if given) whose request id is known, so its log rows can be found. */
export async function callTraced(
  module: DomainModule,
  options: CallOptions,
  tweak?: (event: APIGatewayProxyEventV2) => APIGatewayProxyEventV2,
): Promise<TracedResponse> {
  const requestId = randomUUID();
  const base = apiEvent(options);
  const event = (tweak ?? ((value) => value))({ ...base, requestContext: { ...base.requestContext, requestId } });
  const response = (await module.handler(event, lambdaContext())) as APIGatewayProxyStructuredResultV2;
  const body = String(response.body);
  let envelope: TracedResponse['envelope'];
  try {
    envelope = JSON.parse(body) as TracedResponse['envelope'];
  } catch {
    envelope = undefined;
  }
  return { status: response.statusCode ?? 200, body, envelope, requestId };
}

/** The operation-log rows one request wrote (spec §2.20 rows carry the request id). */
export async function logRowsOfRequest(requestId: string, since: Date): Promise<Array<Record<string, unknown>>> {
  return logRowsOfRequests([requestId], since);
}

/** The user-system log rows written since `since` by any of these requests (one read for them all). */
export async function logRowsOfRequests(requestIds: readonly string[], since: Date): Promise<Array<Record<string, unknown>>> {
  if (requestIds.length === 0) return [];
  // Rows sort by their time (sk `createTime#requestId`): read only those written since the call began (with
  // a margin), so the cost does not grow with every other test's rows in the shared user-system log.
  const from = new Date(since.getTime() - 5_000).toISOString();
  const months = [...new Set([from.slice(0, 7), new Date().toISOString().slice(0, 7)])];
  const rows: Array<Record<string, unknown>> = [];
  for (const month of months) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk >= :from',
          FilterExpression: `requestId IN (${requestIds.map((_, index) => `:id${index}`).join(', ')})`,
          ExpressionAttributeValues: {
            ':pk': keys.logPartition(PROJECT_ID.userSystem, `${month}-01`),
            ':from': from,
            ...Object.fromEntries(requestIds.map((id, index) => [`:id${index}`, id])),
          },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      rows.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return rows;
}

/** How many messages this test file's outbox holds (e-mail and SMS). */
export const outboxSize = async () => (await readOutbox(process.env.OUTBOX_DIR!)).length;

/** The stored records a refused call must leave as they were. */
export async function snapshot(records: ReadonlyArray<{ pk: string; sk: string }>) {
  return Promise.all(records.map((key) => getItem(key)));
}

export { domainModules, type DomainModule };
