import { beforeAll, describe, expect, it } from 'vitest';
import type { SendPasswordResult } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn, tokenFor } from '#test/sign-in';
import { address, orgInProject, passwordIn, primaryOf, sendAs, sentEntry, skipEntry, sortedLists } from './password-sends';

let token: string;
const send = sendAs(() => token);
const answer = (result: Partial<SendPasswordResult>): SendPasswordResult =>
  sortedLists({ sent: 0, skipped: 0, sentTo: [], notSent: [], needsConfirmation: [], heldBack: [], ...result });

/** An organisation with the kinds of accounts the sending must tell apart; joined through the API when a project is given. */
async function organisationWithAccounts(projectId: number | undefined, orgType: '10' | '20' = '10') {
  const org = await orgInProject(projectId, { orgType });
  const account = (fields: Parameters<typeof primaryOf>[1]) => primaryOf(org, fields);
  const primary = await account({ userRole: orgType, linkman: '王经理' });
  const disabled = await account({ email: address('disabled'), state: '0' });
  const withoutEmail = await account({ email: '' });
  const subAccount = await account({ userType: '0', email: address('sub') });
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
    expect(sortedLists(response.result)).toEqual(
      answer({
        sent: 1,
        skipped: 2,
        sentTo: [sentEntry(org, primary)],
        notSent: [skipEntry(org, 'accountDisabled', disabled), skipEntry(org, 'noEmail', withoutEmail)],
      }),
    );

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
      expect(await getItem(keys.user(other.id)), other.userCode).toMatchObject({ version: 1 });
    }
    expect(await lastMailTo(disabled.email)).toBeUndefined();
    expect(await lastMailTo(subAccount.email)).toBeUndefined();
  });

  it('writes the mail in the sender’s language', async () => {
    const project = await createTestProject('20');
    const { org, primary } = await organisationWithAccounts(project.id);
    expect((await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id }, 'en')).result).toMatchObject({
      sent: 1,
      skipped: 2,
    });
    const mail = await lastMailTo(primary.email);
    expect(mail?.subject).toBe('Your account and initial password - Supplier Digital Delivery and Management Platform');
    expect(mail?.text).toContain(`Your account on the Supplier Digital Delivery and Management Platform: ${primary.userCode}`);
    const password = passwordIn(mail!.text)!;
    expect(password).toHaveLength(14);
    await expect(tokenFor(primary.userCode, password)).resolves.toEqual(expect.any(String));
  });

  it('sends to the named primary account when given userId (spec §7), with or without the project', async () => {
    const project = await createTestProject('20');
    const { org, primary, subAccount } = await organisationWithAccounts(project.id, '20');
    const once = answer({ sent: 1, sentTo: [sentEntry(org, primary)] });
    expect((await send('/project/send_pwd_single', { userId: primary.id })).result).toEqual(once);
    const password = passwordIn((await lastMailTo(primary.email))!.text)!;
    const info = await call<{ loginPwdState: string }>(authHandler, {
      path: '/user/info',
      token: await tokenFor(primary.userCode, password),
    });
    expect(info.result.loginPwdState).toBe('1');
    expect((await send('/project/send_pwd_single', { userId: primary.id, projectId: project.id })).result).toEqual(once);
    expect((await send('/project/send_pwd_single', { userId: subAccount.id, projectId: project.id })).code).toBe(403);
    expect(await lastMailTo(subAccount.email)).toBeUndefined();
  });

  it('answers why when there is nobody to send to, changing nobody', async () => {
    const project = await createTestProject('20');
    const empty = await orgInProject(project.id);
    await createTestUser({ orgId: empty.id, userType: '0', email: address('sub') });
    const org = await orgInProject(project.id);
    const noEmail = await primaryOf(org, { email: '' });

    expect(await send('/project/send_pwd_single', { orgId: empty.id, projectId: project.id })).toMatchObject({
      code: 200,
      result: answer({ skipped: 1, notSent: [skipEntry(empty, 'noPrimaryAccount')] }),
    });
    const noEmailAnswer = answer({ skipped: 1, notSent: [skipEntry(org, 'noEmail', noEmail)] });
    expect((await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id })).result).toEqual(noEmailAnswer);
    expect((await send('/project/send_pwd_single', { userId: noEmail.id })).result).toEqual(noEmailAnswer);
    expect(await getItem(keys.user(noEmail.id))).toMatchObject({ version: 1 });
  });

  it('answers 404 for an unknown user or organisation and 400 without userId or orgId or with a loose confirmation', async () => {
    expect(await send('/project/send_pwd_single', { userId: 987_654_321 })).toMatchObject({ code: 404, message: '用户不存在' });
    expect(await send('/project/send_pwd_single', { orgId: 987_654_321, projectId: 8001 })).toMatchObject({
      code: 404,
      message: '机构不存在',
    });
    expect((await send('/project/send_pwd_single', {})).code).toBe(400);
    expect((await send('/project/send_pwd_single', { projectId: 8001 })).code).toBe(400);
    for (const confirmReset of ['yes', 'true', 'Y', '1', 'y'.repeat(1000)]) {
      expect((await send('/project/send_pwd_single', { userId: 987_654_321, confirmReset })).code, confirmReset).toBe(400);
    }
  });
});

describe('GET /project/send_pwd_all', () => {
  it('names every organisation of the project: who was sent, to which address, and why the others were not', async () => {
    const project = await createTestProject('20');
    const ready = await orgInProject(project.id);
    const readyPrimary = await primaryOf(ready);
    const noAccount = await orgInProject(project.id);
    const noEmail = await orgInProject(project.id);
    const noEmailPrimary = await primaryOf(noEmail, { email: '' });
    const disabledAccount = await orgInProject(project.id);
    const disabledPrimary = await primaryOf(disabledAccount, { state: '0' });
    const disabledOrg = await orgInProject(project.id, { state: '0' });
    const disabledOrgPrimary = await primaryOf(disabledOrg);
    const contractor = await orgInProject(project.id, { orgType: '20' });

    const response = await send('/project/send_pwd_all', { projectId: project.id, kind: 'supplier' });
    expect(response.code).toBe(200);
    expect(sortedLists(response.result)).toEqual(
      answer({
        sent: 1,
        skipped: 4,
        sentTo: [sentEntry(ready, readyPrimary)],
        notSent: [
          skipEntry(noAccount, 'noPrimaryAccount'),
          skipEntry(noEmail, 'noEmail', noEmailPrimary),
          skipEntry(disabledAccount, 'accountDisabled', disabledPrimary),
          skipEntry(disabledOrg, 'orgDisabled'),
        ],
      }),
    );
    expect(passwordIn((await lastMailTo(readyPrimary.email))?.text ?? '')).toBeTruthy();
    for (const account of [disabledPrimary, disabledOrgPrimary]) expect(await lastMailTo(account.email), account.userCode).toBeUndefined();
    for (const account of [noEmailPrimary, disabledPrimary, disabledOrgPrimary])
      expect(await getItem(keys.user(account.id))).toMatchObject({ version: 1 });

    const contractors = await send('/project/send_pwd_all', { projectId: project.id, kind: 'contractor' });
    expect(contractors.result).toEqual(answer({ skipped: 1, notSent: [skipEntry(contractor, 'noPrimaryAccount')] }));
  });

  it("sends every primary account of the project's organisations, and only those; kind narrows it to one list", async () => {
    const project = await createTestProject('20');
    const supplier = await organisationWithAccounts(project.id);
    const contractor = await organisationWithAccounts(project.id, '20');
    const outsider = await organisationWithAccounts(undefined);
    const other = await createTestProject('20');
    const elsewhere = await organisationWithAccounts(other.id);

    const both = await send('/project/send_pwd_all', { projectId: project.id });
    expect(both.result).toMatchObject({ sent: 2, skipped: 4, needsConfirmation: [], heldBack: [] });
    expect(sortedLists(both.result).sentTo).toEqual([
      sentEntry(supplier.org, supplier.primary),
      sentEntry(contractor.org, contractor.primary),
    ]);
    const firstRound = [await lastMailTo(supplier.primary.email), await lastMailTo(contractor.primary.email)];
    expect(firstRound.map((mail) => Boolean(passwordIn(mail?.text ?? '')))).toEqual([true, true]);
    for (const account of [supplier.subAccount, supplier.disabled, contractor.subAccount, outsider.primary, elsewhere.primary]) {
      expect(await lastMailTo(account.email), account.userCode).toBeUndefined();
    }

    const suppliers = await send('/project/send_pwd_all', { projectId: project.id, kind: 'supplier' });
    expect(suppliers.result).toMatchObject({ sent: 1, skipped: 2, sentTo: [sentEntry(supplier.org, supplier.primary)] });
    expect((await lastMailTo(supplier.primary.email))?.id).not.toBe(firstRound[0]?.id);
    expect((await lastMailTo(contractor.primary.email))?.id).toBe(firstRound[1]?.id);

    const contractors = await send('/project/send_pwd_all', { projectId: project.id, kind: 'contractor' });
    expect(contractors.result).toMatchObject({ sent: 1, skipped: 2, sentTo: [sentEntry(contractor.org, contractor.primary)] });
    expect((await lastMailTo(contractor.primary.email))?.id).not.toBe(firstRound[1]?.id);
  });

  it('answers an empty list for a project without organisations, 404 for an unknown project, 400 for an unknown kind', async () => {
    const project = await createTestProject('20');
    expect(await send('/project/send_pwd_all', { projectId: project.id })).toMatchObject({ code: 200, result: answer({}) });
    expect(await send('/project/send_pwd_all', { projectId: 987_654_321 })).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await send('/project/send_pwd_all', { projectId: project.id, kind: 'owner' })).code).toBe(400);
    expect((await send('/project/send_pwd_all', { projectId: project.id, confirmReset: 'yes' })).code).toBe(400);
  });
});
