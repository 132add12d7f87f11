import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage, type CreatedUser } from '@sddp/shared';
import { orgsNamed, updateOrgDetails } from '#entities/org';
import { findUserByCode } from '#entities/user';
import { db } from '#kit/db/client';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { callUnlessImportBusy, freshOrgCodes, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';
import { handler } from './user-fixtures';

// Ten temporary passwords hashed at once at the stored cost (scrypt N = 2^17) outlast a loaded
// runner's 10 s call budget; the race is about names, so these hashes are cheap (verification reads
// the parameters from the hash).
vi.mock('#kit/crypto/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#kit/crypto/password')>();
  return { ...actual, hashPassword: (prehash: string) => actual.hashPassword(prehash, { N: 2 ** 10, r: 8, p: 1, keyLength: 32 }) };
});

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const createContractor = (companyName: string, orgCode: string, language?: string) =>
  callUnlessImportBusy<CreatedUser>(
    {
      method: 'POST',
      path: '/user/admin_create_chengbaoshang',
      token: admin.token,
      body: { companyName, orgCode, linkman: '承包商联系人', mobile: '13900002222', email: `${uniqueCode('cbs')}@example.com` },
      ...(language ? { language } : {}),
    },
    handler,
  );

/** The claim's key for a name already in its normalised spelling. */
const claimOf = (name: string) => getItem(keys.orgNameClaim(name));

describe('POST /user/admin_create_chengbaoshang with one new name at once', () => {
  it('creates exactly one organisation of ten concurrent creates; the others are refused and leave nothing behind', async () => {
    const companyName = `${uniqueCode('并发承包商')} 有限公司`;
    const codes = await freshOrgCodes(10);
    // Every create reads the (absent) claim before any of them writes: the worst interleaving, every time.
    const release = readsBeforeWrites(keys.orgNameClaim(companyName).pk, codes.length);
    const responses = await Promise.all(codes.map((code) => createContractor(companyName, code))).finally(release);

    const outcomes = responses.map(({ code, message }) => `${code} ${message}`);
    const created = responses.filter((response) => response.code === 200);
    const refused = responses.filter((response) => response.code !== 200);
    const named = (await orgsNamed(companyName)).map((org) => `${org.id} ${org.orgCode}`);
    expect(created, [...outcomes, ...named].join('\n')).toHaveLength(1);
    expect(refused.map(({ code, message }) => ({ code, message }))).toEqual(
      Array.from({ length: 9 }, () => ({
        code: 400,
        message: formatMessage('zh', 'error.userAdmin.companyNameTaken', { name: companyName }),
      })),
    );
    const winner = created[0]!.result.user;
    expect((await orgsNamed(companyName)).map((org) => org.id)).toEqual([winner.orgId]);
    expect(await claimOf(companyName)).toMatchObject({ orgId: winner.orgId });
    for (const code of codes.filter((code) => code !== winner.userCode)) {
      expect(await findUserByCode(code)).toBeUndefined();
      expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
      expect(await getItem(keys.userCodeGuard(code))).toBeUndefined();
    }
  });

  it('answers 200 for a create that committed although the answer of its transaction was lost', async () => {
    const companyName = `${uniqueCode('应答丢失')} 公司`;
    const [code] = await freshOrgCodes(1);
    const client = db();
    const send = client.send.bind(client) as (command: object) => Promise<unknown>;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string }; input: unknown }) => {
      const result = await send(command);
      if (command.constructor.name === 'TransactWriteCommand' && JSON.stringify(command.input).includes('ORGNAME'))
        throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
      return result;
    }) as never);
    const created = await createContractor(companyName, code!).finally(() => spy.mockRestore());
    expect(created.code).toBe(200);
    expect(created.result.user).toMatchObject({ userCode: code, orgName: companyName });
    expect((await orgsNamed(companyName)).map((org) => org.id)).toEqual([created.result.user.orgId]);
  });

  it('refuses a later create of the name in another spelling of it (width, spaces), in the caller language', async () => {
    const base = uniqueCode('ABC');
    const [first, second] = await freshOrgCodes(2);
    expect((await createContractor(`${base} 工程公司`, first!)).code).toBe(200);
    const fullWidth = `${base.replace('ABC', 'ＡＢＣ')}   工程公司 `;
    const again = await createContractor(fullWidth, second!, 'en');
    expect(again).toMatchObject({ code: 400, message: `An organisation named "${fullWidth.trim()}" exists already` });
    expect(await findUserByCode(second!)).toBeUndefined();
  });

  it('lets the name go once its organisation is renamed: the stale claim is taken over', async () => {
    const companyName = `${uniqueCode('改名承包商')} 公司`;
    const [first, second] = await freshOrgCodes(2);
    const created = await createContractor(companyName, first!);
    expect(created.code).toBe(200);
    await updateOrgDetails(created.result.user.orgId, { orgName: `${companyName} 旧` }, {});
    const reused = await createContractor(companyName, second!);
    expect(reused.code).toBe(200);
    expect(await claimOf(companyName)).toMatchObject({ orgId: reused.result.user.orgId });
  });
});
