import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { userInfoSchema, type UserInfo } from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, keys } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';

describe('sessions', () => {
  it('rejects calls without a token or with an unknown one as 401', async () => {
    const none = await call(handler, { path: '/user/info' });
    expect(none.status).toBe(401);
    expect(none.message).toBe('登录已过期，请重新登录');
    const unknown = await call(handler, { path: '/user/info', token: 'not-a-token' });
    expect(unknown.code).toBe(401);
  });

  it('revokes the session on logout, on the server', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    expect((await call(handler, { path: '/user/info', token })).code).toBe(200);
    expect((await call(handler, { path: '/auth/logout', token })).code).toBe(200);
    expect((await call(handler, { path: '/user/info', token })).code).toBe(401);
  });

  it('expires a session idle for longer than the idle limit', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const idleSince = new Date(Date.now() - 121 * 60_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(sha256Hex(token)),
        UpdateExpression: 'SET lastSeenAt = :at',
        ExpressionAttributeValues: { ':at': idleSince },
      }),
    );
    expect((await call(handler, { path: '/user/info', token })).code).toBe(401);
  });

  it('expires a session past its absolute lifetime even when active', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(sha256Hex(token)),
        UpdateExpression: 'SET absoluteExpiresAt = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await call(handler, { path: '/user/info', token })).code).toBe(401);
  });

  it('shuts out a user disabled after signing in', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.id),
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':s': '0' },
      }),
    );
    expect((await call(handler, { path: '/user/info', token })).code).toBe(401);
  });
});

describe('GET /user/info', () => {
  it('returns the spec §7 shape with the derived roles', async () => {
    const user = await createTestUser({ userRole: '50', userType: '100', orgId: 1, orgName: '平台运营中心' });
    const info = await call<UserInfo>(handler, { path: '/user/info', token: await tokenFor(user.userCode) });
    expect(info.code).toBe(200);
    expect(() => userInfoSchema.parse(info.result)).not.toThrow();
    expect(info.result.roles).toEqual(['admin', 'datamationMaturityScore']);
    expect(info.result.user).toMatchObject({ id: user.id, userCode: user.userCode, orgName: '平台运营中心', userRole: '50' });
    expect(info.result.loginPwdState).toBe('0');
    expect(info.result.pwdExpireState).toBe('0');
    expect(info.result.pwdExpireTime).toBe(90);
    expect(JSON.stringify(info.result)).not.toContain('scrypt');
  });

  it('flags an initial password and a password older than 90 days', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const user = await createTestUser({ mustChangePassword: true, pwdChangedAt: old });
    const info = await call<UserInfo>(handler, { path: '/user/info', token: await tokenFor(user.userCode) });
    expect(info.result.loginPwdState).toBe('1');
    expect(info.result.pwdExpireState).toBe('1');
    expect(info.result.pwdExpireTime).toBe(-1);
  });

  it('sets supplierId 8010 for a supplier whose only project is 8010 in progress, without the maturityScore grant', async () => {
    const project = await createTestProject('20', 8010).catch(() => undefined);
    void project;
    const user = await createTestUser({ userRole: '10', userType: '0', projectIds: [8010] });
    const info = await call<UserInfo>(handler, { path: '/user/info', token: await tokenFor(user.userCode) });
    expect(info.result.supplierId).toBe(8010);
    expect(info.result.roles).toEqual(['user']);
    const other = await createTestUser({ userRole: '10', userType: '0' });
    const otherInfo = await call<UserInfo>(handler, { path: '/user/info', token: await tokenFor(other.userCode) });
    expect(otherInfo.result.supplierId).toBeUndefined();
    expect(otherInfo.result.roles).toEqual(['user', 'maturityScore']);
  });
});

describe('GET /project/user_project_list', () => {
  it("returns exactly the user's projects with their states", async () => {
    const running = await createTestProject('20');
    const finished = await createTestProject('50');
    await createTestProject('10');
    const user = await createTestUser({ projectIds: [running.id, finished.id] });
    const response = await call<Array<{ id: number; state: string; projectName: string }>>(handler, {
      path: '/project/user_project_list',
      token: await tokenFor(user.userCode),
    });
    expect(response.result.map((project) => [project.id, project.state])).toEqual([
      [running.id, '20'],
      [finished.id, '50'],
    ]);
  });
});

describe('routing', () => {
  it('answers an unknown path and a wrong method with a 404 envelope', async () => {
    expect((await call(handler, { path: '/nope' })).code).toBe(404);
    expect((await call(handler, { method: 'POST', path: '/cap_img' })).code).toBe(404);
  });
});
