import { describe, expect, it } from 'vitest';
import { handler as auditHandler } from '#domains/audit/handler';
import { handler as authHandler } from '#domains/auth/handler';
import { handler as userHandler } from '#domains/user/handler';
import { changesBetween } from '#http/log-changes';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { logRowsOf, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

const listLog = (token: string, query: Record<string, string>, language?: string) =>
  call<{ rows: Array<Record<string, unknown>>; total: number }>(auditHandler, {
    path: '/log/admin/list',
    token,
    query,
    ...(language ? { language } : {}),
  });

describe('GET /log/admin/list', () => {
  it('is for the administrator only', async () => {
    for (const role of ['admin1', 'user', 'provider'] as const) {
      const { token } = await signedIn(role);
      expect((await listLog(token, {})).code).toBe(403);
    }
    const { token } = await signedIn('admin');
    expect((await listLog(token, {})).code).toBe(200);
  });

  it('refuses a reversed range and a malformed time with a localised 400', async () => {
    const { token } = await signedIn('admin');
    const reversed = await listLog(token, { from: '2025-03-02 00:00:00', to: '2025-03-01 23:59:59' }, 'en');
    expect(reversed).toMatchObject({ code: 400, result: { fieldErrors: { to: 'The end cannot be before the start' } } });
    const bad = await listLog(token, { from: '2025-02-30 00:00:00' });
    expect(bad).toMatchObject({ code: 400, result: { fieldErrors: { from: '请输入 yyyy-MM-dd HH:mm:ss 格式的有效时间' } } });
  });

  it("filters by account exactly, ignoring case, and renders the text in the reader's language", async () => {
    const { token } = await signedIn('admin');
    const target = await createTestUser({ userRole: '20', userType: '0' });
    await call(authHandler, { path: '/auth/logout', token: await tokenFor(target.userCode) });
    const en = await listLog(token, { userCode: target.userCode.toUpperCase() }, 'en');
    expect(en.result.total).toBeGreaterThanOrEqual(1);
    expect(en.result.rows.every((row) => String(row.userCode).toLowerCase() === target.userCode.toLowerCase())).toBe(true);
    expect(en.result.rows.map((row) => row.log)).toContain('Signed out');
  });
});

describe('GET /user/admin/user_log_list (spec §7)', () => {
  it("answers as /log/admin/list does, reading §7's startTime and endTime as the range", async () => {
    const { token } = await signedIn('admin');
    const target = await createTestUser({ userRole: '20', userType: '0' });
    await call(authHandler, { path: '/auth/logout', token: await tokenFor(target.userCode) });
    const query = {
      page: '1',
      limit: '10',
      projectId: '8000',
      userCode: target.userCode,
      startTime: '2000-01-01 00:00:00',
      endTime: '2099-12-31 23:59:59',
    };
    const spec = await call<{ rows: Array<Record<string, unknown>>; total: number }>(auditHandler, {
      path: '/user/admin/user_log_list',
      token,
      query,
    });
    const ours = await listLog(token, { userCode: target.userCode, from: query.startTime, to: query.endTime });
    expect(spec.code).toBe(200);
    expect(spec.result.total).toBeGreaterThanOrEqual(1);
    expect(spec.result).toEqual(ours.result);

    const reversed = await call(auditHandler, {
      path: '/user/admin/user_log_list',
      token,
      query: { startTime: '2025-03-02 00:00:00', endTime: '2025-03-01 00:00:00' },
    });
    expect(reversed).toMatchObject({ code: 400, result: { fieldErrors: { to: expect.any(String) } } });
    const { token: other } = await signedIn('admin1');
    expect((await call(auditHandler, { path: '/user/admin/user_log_list', token: other, query: {} })).code).toBe(403);
  });
});

describe('before → after in the log row of an edit', () => {
  it('records what update_detail changed, field by field', async () => {
    const { token, user: admin } = await signedIn('admin');
    const target = await createTestUser({ userRole: '20', userType: '0', linkman: '旧名字' });
    const response = await call(userHandler, {
      method: 'POST',
      path: '/user/admin/update_detail',
      token,
      body: { userId: target.id, linkman: '新名字', linkPhone: target.linkPhone, email: target.email, email2: '' },
    });
    expect(response.code).toBe(200);
    const rows = await logRowsOf(admin.userCode);
    const row = rows.find((item) => item.logKey === 'log.userUpdated');
    expect(row?.changes).toEqual([{ field: 'linkman', before: '旧名字', after: '新名字' }]);
  });

  it('never records a password, hash, token or secret', () => {
    const before = { password: 'old', passwordHash: 'h1', token: 't1', clientSecret: 's1', linkman: 'a', userCode: 'u1' };
    const after = { password: 'new', passwordHash: 'h2', token: 't2', clientSecret: 's2', linkman: 'b', userCode: 'u2' };
    expect(changesBetween(before, after, ['password', 'passwordHash', 'token', 'clientSecret', 'linkman', 'userCode'])).toEqual([
      { field: 'linkman', before: 'a', after: 'b' },
      { field: 'userCode', before: 'u1', after: 'u2' },
    ]);
  });
});
