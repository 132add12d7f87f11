import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserRow } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { appendLog } from '#entities/operation-log';
import { call } from '#test/api-event';
import { createTestProject, getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { listUsers, managedOrg, userCall } from '../user-fixtures';

let admin: string;
beforeAll(async () => {
  admin = (await signedIn('admin')).token;
});

const userInfo = (token: string) => call(authHandler, { path: '/user/info', token });

describe('POST /user/admin/state', () => {
  it('disabling ends the account’s sessions at once: its very next request is 401; the list shows it', async () => {
    const { marker, assigned, token } = await managedOrg();
    const session = await tokenFor(assigned.userCode);
    expect((await userInfo(session)).code).toBe(200);
    const disabled = await userCall<UserRow>({
      method: 'POST',
      path: '/user/admin/state',
      token,
      body: { userId: assigned.id, state: 'n' },
    });
    expect(disabled.result).toMatchObject({ id: assigned.id, state: '0', version: 2 });
    expect((await userInfo(session)).code).toBe(401);
    const listed = await listUsers(admin, { orgName: marker, linkman: '张三' });
    expect(listed.result.rows).toMatchObject([{ id: assigned.id, state: '0', version: 2 }]);
    expect(listed.result.rows[0]!.lastLoginTime).not.toBe('');
    // Enabled again, the old session stays ended.
    await userCall({ method: 'POST', path: '/user/admin/state', token, body: { userId: assigned.id, state: 'y' } });
    expect((await userInfo(session)).code).toBe(401);
  });

  it('changes nothing when the account already is as asked', async () => {
    const { assigned, token } = await managedOrg();
    const response = await userCall<UserRow>({
      method: 'POST',
      path: '/user/admin/state',
      token,
      body: { userId: assigned.id, state: 'y' },
    });
    expect(response.result).toMatchObject({ state: '1', version: 1 });
  });

  it('a supplier primary account changes the state of its own organisation’s accounts at /user/supp/state', async () => {
    const supplier = await managedOrg({ orgType: '10' });
    const path = '/user/supp/state';
    const response = await userCall<UserRow>({
      method: 'POST',
      path,
      token: supplier.token,
      body: { userId: supplier.unassigned.id, state: 'n' },
    });
    expect(response.result).toMatchObject({ state: '0' });
  });
});

describe('user detail (admin)', () => {
  it('answers the row, recent sign-ins and operations in the reader’s language, and the open sessions', async () => {
    const { assigned } = await managedOrg();
    await tokenFor(assigned.userCode);
    await tokenFor(assigned.userCode);
    const detail = await userCall<UserDetail>({
      path: '/user/admin/user_info',
      token: admin,
      query: { userId: String(assigned.id) },
      language: 'en',
    });
    expect(detail.result).toMatchObject({ id: assigned.id, userCode: assigned.userCode, openSessions: 2 });
    expect(detail.result.recentSignIns).toHaveLength(2);
    expect(detail.result.recentSignIns[0]).toMatchObject({ text: 'Signed in' });
  });

  it('sign out everywhere ends every session of the account', async () => {
    const { assigned } = await managedOrg();
    const session = await tokenFor(assigned.userCode);
    const ended = await userCall<{ ended: number }>({
      method: 'POST',
      path: '/user/admin/sign_out_all',
      token: admin,
      body: { userId: assigned.id },
    });
    expect(ended.result).toEqual({ ended: 1 });
    expect((await userInfo(session)).code).toBe(401);
    const detail = await userCall<UserDetail>({ path: '/user/admin/user_info', token: admin, query: { userId: String(assigned.id) } });
    expect(detail.result.openSessions).toBe(0);
  });

  it('modify details: saved with the version it was opened on; an older version is 409 with the current row, nothing written', async () => {
    const { assigned } = await managedOrg();
    const fields = { linkman: '王五', linkPhone: '13911112222', email: 'wang@example.com', email2: 'a@example.com b@example.com' };
    const saved = await userCall<UserRow>({
      method: 'POST',
      path: '/user/admin/update_detail',
      token: admin,
      body: { userId: assigned.id, ...fields, version: 1 },
    });
    expect(saved.result).toMatchObject({ ...fields, allEmail: 'wang@example.com a@example.com b@example.com', version: 2 });
    const stale = await userCall<UserRow>({
      method: 'POST',
      path: '/user/admin/update_detail',
      token: admin,
      body: { userId: assigned.id, ...fields, linkman: '赵六', version: 1 },
    });
    expect(stale).toMatchObject({ code: 409, result: { current: { id: assigned.id, linkman: '王五', version: 2 } } });
    expect(await getItem(keys.user(assigned.id))).toMatchObject({ linkman: '王五', version: 2 });
  });
});

describe('user detail: the projects of the recent operations', () => {
  it("are named in the reader's language, whatever name the log row was written with", async () => {
    const { assigned } = await managedOrg();
    const project = await createTestProject();
    await appendLog({
      userCode: assigned.userCode,
      projectId: project.id,
      projectName: project.projectName,
      orgName: '',
      linkman: assigned.linkman,
      log: '退出登录',
      logKey: 'log.logout',
      logParams: {},
      reqUrl: '/user-api/auth/logout',
      createTime: new Date().toISOString(),
      requestId: randomUUID(),
    });
    for (const [language, expected] of [
      ['en', project.projectNameEn],
      ['zh', project.projectName],
    ] as const) {
      const detail = await userCall<UserDetail>({
        path: '/user/admin/user_info',
        token: admin,
        query: { userId: String(assigned.id) },
        language,
      });
      expect(detail.result.recentOperations[0]).toMatchObject({ projectName: expected });
    }
  });
});
