import { beforeAll, describe, expect, it } from 'vitest';
import { handler as authHandler } from '../../../../functions/src/domains/auth/handler';
import { handler } from '../../../../functions/src/domains/project/handler';
import { call } from '../../../support/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '../../../support/fixtures';
import { createTestOrg, signedIn } from '../../../support/orgs';
import { lastMailTo } from '../../../support/outbox';
import { signIn, tokenFor } from '../../../support/sign-in';

let token: string;
const send = (path: '/project/send_pwd_single' | '/project/send_pwd_all', query: Record<string, string | number>, language?: string) =>
  call<{ sent: number; skipped: number }>(handler, {
    path,
    token,
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    ...(language ? { language } : {}),
  });
const address = (name: string) => `${uniqueCode(name)}@example.com`.toLowerCase();
const passwordIn = (text: string) => text.match(/(?:初始密码：|Initial password: )(\S+)/)?.[1];

/** An organisation in a project with the kinds of accounts the sending must tell apart. */
async function organisationWithAccounts(projectId: number | undefined, orgType: '10' | '20' = '10') {
  const org = await createTestOrg({
    orgType,
    orgName: uniqueCode('org'),
    ...(orgType === '20' ? { orgCode: `K${uniqueCode('k').slice(2, 9)}` } : {}),
  });
  const account = (fields: Parameters<typeof createTestUser>[0]) => createTestUser({ orgId: org.id, orgName: org.orgName, ...fields });
  const primary = await account({ userType: '100', userRole: orgType === '20' ? '20' : '10', email: address('primary'), linkman: '王经理' });
  const disabled = await account({ userType: '100', email: address('disabled'), state: '0' });
  const withoutEmail = await account({ userType: '100', email: '' });
  const subAccount = await account({ userType: '0', email: address('sub') });
  if (projectId !== undefined) {
    const path = orgType === '20' ? '/project/admin/add_cbs' : '/project/admin/add_org';
    const joined = await call(handler, { method: 'POST', path, token, body: { projectId, orgId: org.id } });
    if (joined.code !== 200) throw new Error(joined.message);
  }
  return { org, primary, disabled, withoutEmail, subAccount };
}

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('GET /project/send_pwd_single', () => {
  it("sends the organisation's enabled primary accounts with an e-mail a fresh password that must be changed, ending their sessions", async () => {
    const project = await createTestProject('20');
    const { org, primary, disabled, withoutEmail, subAccount } = await organisationWithAccounts(project.id);
    const earlierSession = await tokenFor(primary.userCode);

    const response = await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id });
    expect(response.code).toBe(200);
    expect(response.result).toEqual({ sent: 1, skipped: 1 });

    const mail = await lastMailTo(primary.email);
    expect(mail?.subject).toBe('账号与初始密码 - 供应商数字化交付管理平台');
    expect(mail?.text).toContain(`王经理，您好`);
    expect(mail?.text).toContain(`您在供应商数字化交付管理平台的账号：${primary.userCode}`);
    expect(mail?.text).toContain('http://sddp.test/login');
    const password = passwordIn(mail!.text)!;
    expect(password).toMatch(/^\S{14}$/);

    expect((await call(authHandler, { path: '/user/info', token: earlierSession })).code).toBe(401);
    expect((await signIn(primary.userCode)).code).toBe(400);
    const fresh = await tokenFor(primary.userCode, password);
    const info = await call<{ loginPwdState: string; user: { userCode: string } }>(authHandler, { path: '/user/info', token: fresh });
    expect(info.result).toMatchObject({ loginPwdState: '1', user: { userCode: primary.userCode } });
    expect(await getItem(keys.user(primary.id))).toMatchObject({ mustChangePassword: true, version: 2 });

    for (const other of [disabled, withoutEmail, subAccount]) {
      expect(await getItem(keys.user(other.id)), other.userCode).toMatchObject({ version: 1, mustChangePassword: false });
    }
    expect(await lastMailTo(disabled.email)).toBeUndefined();
    expect(await lastMailTo(subAccount.email)).toBeUndefined();
  });

  it('writes the mail in the sender’s language', async () => {
    const project = await createTestProject('20');
    const { org, primary } = await organisationWithAccounts(project.id);
    expect((await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id }, 'en')).result).toEqual({ sent: 1, skipped: 1 });
    const mail = await lastMailTo(primary.email);
    expect(mail?.subject).toBe('Your account and initial password - Supplier Digital Delivery and Management Platform');
    expect(mail?.text).toContain(`Your account on the Supplier Digital Delivery and Management Platform: ${primary.userCode}`);
    const password = passwordIn(mail!.text)!;
    expect(password).toHaveLength(14);
    await expect(tokenFor(primary.userCode, password)).resolves.toEqual(expect.any(String));
  });

  it('sends to the named primary account when given userId (spec §7), with or without the project', async () => {
    const project = await createTestProject('20');
    const { primary, subAccount } = await organisationWithAccounts(project.id, '20');
    expect((await send('/project/send_pwd_single', { userId: primary.id })).result).toEqual({ sent: 1, skipped: 0 });
    const password = passwordIn((await lastMailTo(primary.email))!.text)!;
    const info = await call<{ loginPwdState: string }>(authHandler, { path: '/user/info', token: await tokenFor(primary.userCode, password) });
    expect(info.result.loginPwdState).toBe('1');
    expect((await send('/project/send_pwd_single', { userId: primary.id, projectId: project.id })).result).toEqual({ sent: 1, skipped: 0 });
    expect((await send('/project/send_pwd_single', { userId: subAccount.id, projectId: project.id })).code).toBe(403);
    expect(await lastMailTo(subAccount.email)).toBeUndefined();
  });

  it('answers 400 when there is nobody to send to, changing nobody', async () => {
    const project = await createTestProject('20');
    const org = await createTestOrg({ projects: { [String(project.id)]: new Date().toISOString() } });
    const noEmail = await createTestUser({ orgId: org.id, userType: '100', email: '' });
    await createTestUser({ orgId: org.id, userType: '0', email: address('sub') });
    expect(await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id })).toMatchObject({ code: 400, message: '没有可发送的账号（需要有邮箱的主账号）' });
    expect(await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id }, 'en')).toMatchObject({
      code: 400,
      message: 'No account to send to (a primary account with an e-mail address is needed)',
    });
    expect(await send('/project/send_pwd_single', { userId: noEmail.id })).toMatchObject({ code: 400, message: '没有可发送的账号（需要有邮箱的主账号）' });
    expect(await getItem(keys.user(noEmail.id))).toMatchObject({ version: 1 });
  });

  it('answers 404 for an unknown user or organisation and 400 without userId or orgId', async () => {
    expect(await send('/project/send_pwd_single', { userId: 987_654_321 })).toMatchObject({ code: 404, message: '用户不存在' });
    expect(await send('/project/send_pwd_single', { orgId: 987_654_321, projectId: 8001 })).toMatchObject({ code: 404, message: '机构不存在' });
    expect((await send('/project/send_pwd_single', {})).code).toBe(400);
    expect((await send('/project/send_pwd_single', { projectId: 8001 })).code).toBe(400);
  });
});

describe('GET /project/send_pwd_all', () => {
  it("sends every primary account of the project's organisations, and only those; kind narrows it to one list", async () => {
    const project = await createTestProject('20');
    const supplier = await organisationWithAccounts(project.id);
    const contractor = await organisationWithAccounts(project.id, '20');
    const outsider = await organisationWithAccounts(undefined);
    const other = await createTestProject('20');
    const elsewhere = await organisationWithAccounts(other.id);

    expect((await send('/project/send_pwd_all', { projectId: project.id })).result).toEqual({ sent: 2, skipped: 2 });
    const firstRound = [await lastMailTo(supplier.primary.email), await lastMailTo(contractor.primary.email)];
    expect(firstRound.map((mail) => Boolean(passwordIn(mail?.text ?? '')))).toEqual([true, true]);
    for (const account of [supplier.subAccount, supplier.disabled, contractor.subAccount, outsider.primary, elsewhere.primary]) {
      expect(await lastMailTo(account.email), account.userCode).toBeUndefined();
    }

    expect((await send('/project/send_pwd_all', { projectId: project.id, kind: 'supplier' })).result).toEqual({ sent: 1, skipped: 1 });
    expect((await lastMailTo(supplier.primary.email))?.id).not.toBe(firstRound[0]?.id);
    expect((await lastMailTo(contractor.primary.email))?.id).toBe(firstRound[1]?.id);

    expect((await send('/project/send_pwd_all', { projectId: project.id, kind: 'contractor' })).result).toEqual({ sent: 1, skipped: 1 });
    expect((await lastMailTo(contractor.primary.email))?.id).not.toBe(firstRound[1]?.id);
  });

  it('answers 400 for a project without recipients, 404 for an unknown project, 400 for an unknown kind', async () => {
    const project = await createTestProject('20');
    expect(await send('/project/send_pwd_all', { projectId: project.id })).toMatchObject({ code: 400, message: '没有可发送的账号（需要有邮箱的主账号）' });
    expect(await send('/project/send_pwd_all', { projectId: 987_654_321 })).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await send('/project/send_pwd_all', { projectId: project.id, kind: 'owner' })).code).toBe(400);
  });
});
