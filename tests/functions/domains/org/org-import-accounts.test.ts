import { BatchWriteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_NEW_USER_ID } from '#entities/org';
import { usersOfOrg, findUserByCode } from '#entities/user';
import { prehashPassword, verifyPassword } from '#kit/crypto/password';
import { db } from '#kit/db/client';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, freshOrgCodes, importThroughApi, listOrgsThroughApi, signedIn, supplierWorkbook, uploadWorkbook } from '#test/orgs';

let admin: Awaited<ReturnType<typeof signedIn>>;
const listByName = async (orgName: string) => (await listOrgsThroughApi(admin.token, { orgName, limit: '100' })).result;
/** A mainland mobile no other test uses: 139 and the (unique) organisation code. */
const mobileOf = (orgCode: string) => `139${orgCode}`;

async function orgOfCode(orgCode: string) {
  const guard = await getItem(keys.orgCodeGuard(orgCode));
  return guard ? getItem(keys.org(Number(guard.orgId))) : undefined;
}

beforeAll(async () => {
  admin = await signedIn('admin');
});

afterEach(() => vi.restoreAllMocks());

describe('POST /org/admin/import_gys creates each supplier with its primary account', () => {
  it('writes the organisation with its contact, and a primary account whose login is the code and which has no password yet', async () => {
    const marker = uniqueCode('primary');
    const codes = await freshOrgCodes(2);
    const contacts = [
      { linkman: '李雷', mobile: mobileOf(codes[0]!), email: 'li.lei@example.com' },
      { linkman: '韩梅梅', mobile: '', email: 'han.meimei@example.com' },
    ];
    const rows = codes.map((code, index) => [
      code,
      `${marker} ${index}`,
      '',
      contacts[index]!.linkman,
      contacts[index]!.mobile,
      contacts[index]!.email,
    ]);
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(rows));

    expect((await importThroughApi(admin.token, { key })).result).toMatchObject({ status: 'imported', created: 2, unchanged: 0 });
    const accounts = [];
    for (const [index, code] of codes.entries()) {
      const org = await orgOfCode(code);
      expect(org).toMatchObject({ orgCode: code, orgType: '10', state: '1', contact: contacts[index], primaryUserId: expect.any(Number) });
      const account = await findUserByCode(code);
      expect(account).toMatchObject({
        id: org!.primaryUserId,
        userCode: code,
        userType: '100',
        userRole: '10',
        orgId: org!.id,
        orgName: `${marker} ${index}`,
        linkman: contacts[index]!.linkman,
        email: contacts[index]!.email,
        phone: contacts[index]!.mobile,
        state: '1',
        passwordHash: '',
        mustChangePassword: true,
      });
      expect(await verifyPassword(prehashPassword(''), account!.passwordHash)).toBe(false);
      expect(await getItem(keys.userCodeGuard(code))).toMatchObject({ userId: account!.id });
      expect((await usersOfOrg(Number(org!.id))).map((user) => user.id)).toEqual([account!.id]);
      accounts.push(account!);
    }
    // One block of account ids, in the order of the file, from the accounts' own range.
    expect(accounts[1]!.id).toBe(accounts[0]!.id + 1);
    expect(accounts[0]!.id).toBeGreaterThanOrEqual(FIRST_NEW_USER_ID);
  });

  it('leaves an existing supplier, its contact and its primary account as they are', async () => {
    const marker = uniqueCode('kept');
    const [existingCode, newCode] = await freshOrgCodes(2);
    const contact = { linkman: '原联系人', mobile: '', email: 'before@example.com' };
    const existing = await createTestOrg({ orgCode: existingCode!, orgName: `${marker} 原名`, contact });
    const accountBefore = await findUserByCode(existingCode!);
    const rows = [
      [existingCode!, `${marker} 新名`, '', '新联系人', mobileOf(existingCode!), 'after@example.com'],
      [newCode!, `${marker} 新增`],
    ];
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(rows));

    expect((await importThroughApi(admin.token, { key })).result).toMatchObject({ status: 'imported', created: 1, unchanged: 1 });
    expect(await orgOfCode(existingCode!)).toMatchObject({
      id: existing.id,
      contact,
      primaryUserId: existing.primaryUserId,
      version: existing.version,
    });
    expect(await findUserByCode(existingCode!)).toEqual(accountBefore);
  });

  it('refuses the whole file when a new code is already another account’s login, writing nothing', async () => {
    const marker = uniqueCode('login');
    const [newCode, takenCode, contractorCode] = await freshOrgCodes(3);
    const other = await createTestUser({ userCode: takenCode! });
    await createTestOrg({ orgType: '20', orgCode: contractorCode!, orgName: `${marker} 承包商` });
    const rows = [
      [newCode!, `${marker} 新`],
      [contractorCode!, `${marker} 承包商代码`],
      [takenCode!, `${marker} 登录账号`],
    ];
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(rows));

    expect((await importThroughApi(admin.token, { key })).result).toEqual({
      status: 'rejected',
      rows: 3,
      created: 0,
      unchanged: 0,
      problems: [
        { row: 3, column: '机构代码', message: '该机构代码已被非供应商机构使用' },
        { row: 4, column: '机构代码', message: '该机构代码已是其他账号的登录账号' },
      ],
      moreProblems: 0,
    });
    expect((await importThroughApi(admin.token, { key }, 'en')).result.problems).toEqual([
      { row: 3, column: 'Organisation code', message: 'This organisation code belongs to an organisation that is not a supplier' },
      { row: 4, column: 'Organisation code', message: "This code is already another account's login" },
    ]);
    for (const code of [newCode!, takenCode!]) {
      expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
    }
    expect(await getItem(keys.userCodeGuard(newCode!))).toBeUndefined();
    expect(await getItem(keys.userCodeGuard(takenCode!))).toMatchObject({ userId: other.id });
    expect((await listByName(marker)).rows.map((row) => row.orgCode)).toEqual([contractorCode]);
  });

  it('rejects the file, naming the row, and writes nothing when an account takes one of the codes as its login after the plan', async () => {
    const marker = uniqueCode('race');
    const [firstCode, racedCode] = await freshOrgCodes(2);
    const { key } = await uploadWorkbook(
      admin.token,
      supplierWorkbook([
        [firstCode!, `${marker} 1`],
        [racedCode!, `${marker} 2`],
      ]),
    );

    // Right before the import writes its login guards, another path creates an account with that login.
    const client = db();
    const send = client.send.bind(client) as (command: Command) => Promise<unknown>;
    let other: Promise<Awaited<ReturnType<typeof createTestUser>>> | undefined;
    vi.spyOn(client, 'send').mockImplementation((async (command: Command) => {
      if (command instanceof TransactWriteCommand && !other) await (other = createTestUser({ userCode: racedCode! }));
      return send(command);
    }) as never);
    const response = await importThroughApi(admin.token, { key });
    vi.restoreAllMocks();

    expect(response).toMatchObject({ code: 200, result: { status: 'rejected', created: 0, problems: [{ row: 3 }] } });
    for (const code of [firstCode!, racedCode!]) expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
    expect(await getItem(keys.userCodeGuard(firstCode!))).toBeUndefined();
    expect(await getItem(keys.userCodeGuard(racedCode!))).toMatchObject({ userId: (await other!).id });
    expect((await listByName(marker)).total).toBe(0);
  });
});

type Command = { constructor: { name: string }; input: Record<string, unknown> };
type Key = { pk: string; sk: string };

/** The keys of the items a write command puts. */
function keysPut(command: Command): Key[] {
  if (command instanceof BatchWriteCommand) {
    return Object.values(command.input.RequestItems ?? {}).flatMap((requests) =>
      requests.flatMap((request) => (request.PutRequest ? [request.PutRequest.Item as Key] : [])),
    );
  }
  if (command instanceof TransactWriteCommand)
    return (command.input.TransactItems ?? []).flatMap((item) => (item.Put ? [item.Put.Item as Key] : []));
  return [];
}

const isPutBatch = (command: Command) => command instanceof BatchWriteCommand && keysPut(command).length > 0;

describe('a write that fails part-way: everything written is deleted again, accounts and guards included', () => {
  const ROWS = 120;

  it.each([
    ['the second transaction of login guards', (command: Command) => command instanceof TransactWriteCommand, 2],
    ['the third batch of records, code guards and accounts', isPutBatch, 3],
  ] as const)('%s', async (_label, matches, failingCall) => {
    const marker = uniqueCode('undo');
    const codes = await freshOrgCodes(ROWS);
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(codes.map((code, index) => [code, `${marker} ${index}`])));

    const client = db();
    const send = client.send.bind(client) as (command: Command) => Promise<unknown>;
    const written: Key[] = [];
    let calls = 0;
    vi.spyOn(client, 'send').mockImplementation((async (command: Command) => {
      if (matches(command) && ++calls === failingCall) throw Object.assign(new Error('injected'), { name: 'InternalServerError' });
      const result = await send(command);
      written.push(...keysPut(command));
      return result;
    }) as never);
    const failed = await importThroughApi(admin.token, { key });
    vi.restoreAllMocks();

    expect(failed).toMatchObject({ code: 503 });
    expect(calls).toBeGreaterThanOrEqual(failingCall);
    expect(written.length).toBeGreaterThan(0);
    for (const { pk, sk } of written) expect(await getItem({ pk, sk }), `${pk} ${sk}`).toBeUndefined();
    for (const code of codes) {
      expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
      expect(await getItem(keys.userCodeGuard(code)), code).toBeUndefined();
    }
    expect((await listByName(marker)).total).toBe(0);

    // Nothing of the failed attempt is in the way: the same file imports in full.
    expect((await importThroughApi(admin.token, { key })).result).toMatchObject({ status: 'imported', created: ROWS, unchanged: 0 });
    expect((await findUserByCode(codes[ROWS - 1]!))?.userCode).toBe(codes[ROWS - 1]);
  });
});
