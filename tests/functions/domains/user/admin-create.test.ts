import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '@sddp/shared';
import { getOrg } from '#entities/org';
import { findUserByCode } from '#entities/user';
import { uniqueCode } from '#test/fixtures';
import { callUnlessImportBusy, createTestOrg, freshOrgCode, logTextsOf, signedIn } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { handler } from './user-fixtures';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const post = (path: string, token: string, query: Record<string, string>, body: Record<string, unknown>, language?: string) =>
  callUnlessImportBusy<CreatedUser>({ method: 'POST', path, token, query, body, ...(language ? { language } : {}) }, handler);

const contractorBody = async () => ({
  orgCode: await freshOrgCode(),
  linkman: '承包商联系人',
  mobile: '13900002222',
  email: `${uniqueCode('cbs')}@example.com`,
});

describe('POST /user/admin_create_chengbaoshang', () => {
  it('creates the contractor organisation named companyName and its primary account, whose temporary password is mailed and signs in', async () => {
    const companyName = `${uniqueCode('承包商')} 工程有限公司`;
    const body = await contractorBody();
    const created = await post('/user/admin_create_chengbaoshang', admin.token, { companyName }, body);
    expect(created.code).toBe(200);
    expect(created.result.user).toMatchObject({
      userCode: body.orgCode,
      orgName: companyName,
      userRole: '20',
      userType: '100',
      linkman: '承包商联系人',
    });
    const org = await getOrg(created.result.user.orgId);
    expect(org).toMatchObject({ orgName: companyName, orgType: '20', orgCode: body.orgCode, primaryUserId: created.result.user.id });
    expect(created.result.password.mailedTo).toBe(body.email);
    expect((await lastMailTo(body.email))?.text).toContain(created.result.password.temporaryPassword);
    expect((await signIn(body.orgCode, created.result.password.temporaryPassword)).code).toBe(200);
    expect(await logTextsOf(admin.user.userCode)).toContain(`新增承包商：${body.orgCode} ${companyName}`);
  });

  it('refuses a name an organisation has already, and an account other than the administrator; nothing created', async () => {
    const existing = await createTestOrg({ orgName: `${uniqueCode('同名')} 公司`, orgType: '20' });
    const body = await contractorBody();
    const taken = await post('/user/admin_create_chengbaoshang', admin.token, { companyName: existing.orgName }, body, 'en');
    expect(taken).toMatchObject({ code: 400, message: `An organisation named "${existing.orgName}" exists already` });
    const provider = await signedIn('provider');
    const refused = await post('/user/admin_create_chengbaoshang', provider.token, { companyName: uniqueCode('新名') }, body);
    expect(refused.code).toBe(403);
    expect(await findUserByCode(body.orgCode)).toBeUndefined();
  });

  it('requires the contact e-mail the password goes to', async () => {
    const body = { ...(await contractorBody()), email: '' };
    const response = await post('/user/admin_create_chengbaoshang', admin.token, { companyName: uniqueCode('无邮箱') }, body);
    expect(response.code).toBe(400);
    expect(await findUserByCode(body.orgCode)).toBeUndefined();
  });
});

const userBody = () => ({ linkman: '王五', linkPhone: '13900003333', email: `${uniqueCode('u')}@example.com`, orgDepartment: '采购部' });

describe('POST /user/admin_create_user', () => {
  it('creates the account in the organisation named companyName, with its temporary password mailed', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 有限公司`, orgType: '10' });
    const userCode = uniqueCode('acct');
    const body = userBody();
    const created = await post('/user/admin_create_user', admin.token, { companyName: org.orgName, userCode, userRole: '10' }, body);
    expect(created.code).toBe(200);
    expect(created.result.user).toMatchObject({
      userCode,
      orgId: org.id,
      orgName: org.orgName,
      userRole: '10',
      userType: '',
      orgDepartment: '采购部',
    });
    expect((await lastMailTo(body.email))?.text).toContain(created.result.password.temporaryPassword);
    expect((await signIn(userCode, created.result.password.temporaryPassword)).code).toBe(200);
    expect(await logTextsOf(admin.user.userCode)).toContain(`新增用户：${userCode} 王五`);
  });

  it('refuses a userRole other than the organisation type, an unknown name and an ambiguous one; nothing created', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 有限公司`, orgType: '10' });
    const twin = `${uniqueCode('重名')} 公司`;
    await createTestOrg({ orgName: twin, orgType: '10' });
    await createTestOrg({ orgName: twin, orgType: '20' });
    const userCode = uniqueCode('acct');
    const cases = [
      [{ companyName: org.orgName, userCode, userRole: '20' }, "The account category must be the organisation's type (10 Supplier)"],
      [{ companyName: uniqueCode('没有'), userCode, userRole: '10' }, 'No organisation is named'],
      [{ companyName: twin, userCode, userRole: '10' }, 'More than one organisation is named'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await post('/user/admin_create_user', admin.token, query, userBody(), 'en');
      expect(response.code).toBe(400);
      expect(response.message).toContain(message);
    }
    expect(await findUserByCode(userCode)).toBeUndefined();
  });

  it('refuses a login that exists already', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 有限公司`, orgType: '10' });
    const userCode = uniqueCode('acct');
    const query = { companyName: org.orgName, userCode, userRole: '10' };
    expect((await post('/user/admin_create_user', admin.token, query, userBody())).code).toBe(200);
    expect((await post('/user/admin_create_user', admin.token, query, userBody())).code).toBe(409);
  });
});
