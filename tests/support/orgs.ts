import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatMessage, type ImportReport, type OrgRow, type OrgType } from '@sddp/shared';
import { handler as orgHandler } from '#domains/org/handler';
import { createOrg, type NewOrg } from '#entities/org';
import { db, tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { AppError } from '#kit/errors';
import { SUPPLIER_HEADERS, supplierCells, workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { call, type CallOptions, type EnvelopeResponse } from './api-event';
import { createTestUser, keys } from './fixtures';
import { jobOutcome } from './jobs';
import { tokenFor } from './sign-in';

/** The roles of spec §6 as stored users; only the first two administer organisations and projects. */
export const ROLE_FIELDS = {
  admin: { userRole: '50', userType: '100', orgId: 1 },
  admin1: { userRole: '50', userType: '0', orgId: 1 },
  userAdmin: { userRole: '10', userType: '100' },
  user: { userRole: '10', userType: '0' },
  provider: { userRole: '20', userType: '0' },
} as const;
export type TestRole = keyof typeof ROLE_FIELDS;
export const ADMIN_ROLES = ['admin', 'admin1'] as const satisfies readonly TestRole[];
export const OTHER_ROLES = ['userAdmin', 'user', 'provider'] as const satisfies readonly TestRole[];

export async function signedIn(role: TestRole) {
  const user = await createTestUser({ ...ROLE_FIELDS[role] });
  return { user, token: await tokenFor(user.userCode) };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export { SUPPLIER_HEADERS, supplierCells } from '../functions/kit/spreadsheet/workbooks';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IMPORT_BUSY = [formatMessage('zh', 'error.importBusy'), formatMessage('en', 'error.importBusy')];
const isImportBusy = (response: EnvelopeResponse<unknown>) => response.code === 409 && IMPORT_BUSY.includes(response.message);

/**
 * Eight-digit organisation codes no other test file uses: a block from a counter of the tests' own,
 * because every file shares one table and an orgCode is unique across it.
 */
export async function freshOrgCodes(count: number): Promise<string[]> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter('test-org-codes'),
      UpdateExpression: 'ADD #v :count',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const first = 70_000_000 + Number(Attributes?.value) - count + 1;
  return Array.from({ length: count }, (_, index) => String(first + index));
}

export const freshOrgCode = async () => (await freshOrgCodes(1))[0]!;

/**
 * An organisation written through the data layer (setup, not the behaviour under test). A supplier
 * import in another test file holds the code space for a moment: creates wait for it, as a user would.
 */
export async function createTestOrg(fields: Partial<NewOrg> & { orgType?: OrgType } = {}) {
  const org: NewOrg = {
    id: await nextId('org', 600_000),
    orgCode: fields.orgCode ?? (await freshOrgCode()),
    orgName: '测试机构',
    orgType: '10',
    bpCode: '',
    createTime: new Date().toISOString(),
    contact: { ...TEST_CONTACT },
    ...fields,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await createOrg(org);
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'error.importBusy') || attempt > 100) throw error;
      await pause(50);
    }
  }
}

/** Calls that an import in another test file may briefly hold off (409 importBusy) are repeated. */
export async function callUnlessImportBusy<T>(
  options: CallOptions,
  handler: Parameters<typeof call>[0] = orgHandler,
): Promise<EnvelopeResponse<T>> {
  for (let attempt = 0; ; attempt++) {
    const response = await call<T>(handler, options);
    if (!isImportBusy(response) || attempt > 100) return response;
    await pause(50);
  }
}

/** The primary contact a create needs (issue 9); tests that are about it pass their own. */
export const TEST_CONTACT = { linkman: '测试联系人', mobile: '13900139000', email: 'contact@example.com' } as const;

export const createOrgThroughApi = (token: string, body: Record<string, unknown>, language?: string) =>
  callUnlessImportBusy<OrgRow>({
    method: 'POST',
    path: '/org/admin/create',
    token,
    body: { ...TEST_CONTACT, ...body },
    ...(language ? { language } : {}),
  });

/**
 * POST /org/admin/import_gys, then the job it started run by the worker (in this process) and read
 * back: the report, or the job's error as the envelope's code and message. An import that another
 * test file's import held off (409 importBusy) is started again.
 */
export async function importThroughApi(
  token: string,
  body: Record<string, unknown>,
  language?: string,
): Promise<EnvelopeResponse<ImportReport>> {
  for (let attempt = 0; ; attempt++) {
    const started = await call<{ jobId: string }>(orgHandler, {
      method: 'POST',
      path: '/org/admin/import_gys',
      token,
      body,
      ...(language ? { language } : {}),
    });
    const response = await jobOutcome<ImportReport>(token, started, language);
    if (!isImportBusy(response) || attempt > 100) return response;
    await pause(50);
  }
}

export type OrgListQuery = Partial<Record<'orgName' | 'orgCode' | 'bpCode' | 'BPCode' | 'page' | 'limit', string>>;

export const listOrgsThroughApi = (token: string, query: OrgListQuery, handler = orgHandler) =>
  call<{ rows: OrgRow[]; total: number }>(handler, { path: '/org/admin/list', token, query });

/**
 * A supplier workbook: the template's header row in the given language, then one row per
 * [code, name, bpCode?, linkman?, mobile?, email?]; a row without contact cells gets the default contact.
 */
export function supplierWorkbook(rows: ReadonlyArray<readonly string[]>, language: keyof typeof SUPPLIER_HEADERS = 'zh'): Uint8Array {
  return workbookBytes([[...SUPPLIER_HEADERS[language]], ...rows.map(supplierCells)]);
}

/** POST /org/admin/import_upload, then the PUT a browser makes to the presigned URL; the key to import. */
export async function uploadWorkbook(token: string, bytes: Uint8Array, fileName = 'suppliers.xlsx', contentType = XLSX_TYPE) {
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(orgHandler, {
    method: 'POST',
    path: '/org/admin/import_upload',
    token,
    body: { fileName, contentType, size: bytes.length },
  });
  if (presigned.code !== 200) throw new Error(`presign refused: ${presigned.message}`);
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return presigned.result;
}

/** The operation-log rows an account wrote, oldest first (spec §2.20), read through its user index. */
export async function logRowsOf(userCode: string): Promise<Array<Record<string, unknown>>> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.logsOfUser(userCode) },
    }),
  );
  return (Items ?? []).sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
}

/** The log texts an account wrote, leaving out its sign-in. */
export async function logTextsOf(userCode: string): Promise<string[]> {
  return (await logRowsOf(userCode)).map((row) => String(row.log)).filter((text) => text !== '登录成功');
}
