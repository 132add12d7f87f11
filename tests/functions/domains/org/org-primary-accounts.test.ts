import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgRow } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { handler } from '#domains/org/handler';
import { findUserByCode } from '#entities/user';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { putOrgWithoutPrimaryAccount } from '#test/legacy-orgs';
import { createOrgThroughApi, createTestOrg, freshOrgCode, signedIn, TEST_CONTACT } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

let token: string;
beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('every organisation has a primary account', () => {
  it('a create makes the organisation and its primary account: login = the code, role = the type, the contact, no password yet', async () => {
    const orgCode = await freshOrgCode();
    const created = await createOrgThroughApi(token, {
      orgCode,
      orgName: uniqueCode('主账号'),
      linkman: '张三',
      mobile: '13912345678',
      email: 'zhang@example.com',
    });
    expect(created.result).toMatchObject({ linkman: '张三', mobile: '13912345678', email: 'zhang@example.com' });
    const account = await findUserByCode(orgCode);
    expect(account).toMatchObject({
      id: created.result.primaryUserId,
      orgId: created.result.id,
      userType: '100',
      userRole: '10',
      linkman: '张三',
      phone: '13912345678',
      email: 'zhang@example.com',
      mustChangePassword: true,
      passwordHash: '',
    });
  });

  it("an 'other' organisation's account takes its type; the e-mail is required for contractors only", async () => {
    const contractor = await createOrgThroughApi(
      token,
      { orgCode: `C${(await freshOrgCode()).slice(1)}`, orgName: uniqueCode('承包商'), orgType: '20', linkman: '李四', email: '' },
      'en',
    );
    expect(contractor).toMatchObject({
      status: 400,
      result: { fieldErrors: { email: 'Please enter the contact e-mail (the initial password is sent there)' } },
    });
    const dhmcCode = `D${(await freshOrgCode()).slice(1)}`;
    const dhmc = await createOrgThroughApi(token, {
      orgCode: dhmcCode,
      orgName: uniqueCode('DHMC'),
      orgType: '80',
      linkman: '王五',
      email: '',
    });
    expect(dhmc.status).toBe(200);
    expect(await findUserByCode(dhmcCode)).toMatchObject({ userRole: '80', userType: '100', email: '' });
  });

  it("refuses a code that is already another account's login, writing nothing", async () => {
    const user = await createTestUser({ userCode: `7${Date.now() % 10_000_000}`.padEnd(8, '0').slice(0, 8) });
    const response = await createOrgThroughApi(token, { orgCode: user.userCode, orgName: uniqueCode('撞号') }, 'en');
    expect(response).toMatchObject({
      status: 409,
      message: `The code ${user.userCode} is already another account's login, please choose another`,
    });
    expect(await getItem(keys.orgCodeGuard(user.userCode))).toBeUndefined();
  });

  it('an edit of the contact changes the primary account in the same write; the account sees it', async () => {
    const org = await createTestOrg();
    const body = {
      id: org.id,
      orgName: org.orgName,
      linkman: '新联系人',
      mobile: '13700000001',
      email: 'new-contact@example.com',
      version: org.version,
    };
    expect((await call<OrgRow>(handler, { method: 'POST', path: '/org/admin/update', token, body })).code).toBe(200);
    expect(await getItem(keys.user(org.primaryUserId))).toMatchObject({
      linkman: '新联系人',
      phone: '13700000001',
      email: 'new-contact@example.com',
      version: 2,
    });
  });

  it('an organisation recorded without a primary account gets one when its contact is completed', async () => {
    const org = await putOrgWithoutPrimaryAccount();
    expect(org.primaryUserId).toBe(0);
    const body = { id: org.id, orgName: org.orgName, ...TEST_CONTACT, version: org.version };
    const response = await call<OrgRow>(handler, { method: 'POST', path: '/org/admin/update', token, body });
    expect(response.result.primaryUserId).toBeGreaterThan(0);
    expect(await findUserByCode(org.orgCode)).toMatchObject({
      id: response.result.primaryUserId,
      userType: '100',
      email: TEST_CONTACT.email,
    });
  });

  it("the primary account's own profile edit is the organisation's contact too", async () => {
    const org = await createTestOrg();
    const account = await createTestUser({ orgId: org.id, userType: '100' });
    // Make this test account the organisation's primary account, as the organisation's own would be.
    const { db, tableName } = await import('#kit/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.org(org.id),
        UpdateExpression: 'SET primaryUserId = :id',
        ExpressionAttributeValues: { ':id': account.id },
      }),
    );
    const accountToken = await tokenFor(account.userCode);
    const profile = { linkman: '自己改的', linkPhone: '021-5555 0001', email: 'self@example.com', version: account.version };
    expect((await call(authHandler, { method: 'POST', path: '/user/update_detail_simple', token: accountToken, body: profile })).code).toBe(
      200,
    );
    expect(await getItem(keys.org(org.id))).toMatchObject({ contact: { linkman: '自己改的', email: 'self@example.com' } });
  });
});
