import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';

async function adminToken() {
  const admin = await createTestUser({ userRole: '50', userType: '100', orgId: 1 });
  return tokenFor(admin.userCode);
}

const issue = (token: string, userId: number) =>
  call<{ k: string; url: string; expiresAt: string }>(handler, { method: 'POST', path: '/auth/fenjihao_key', token, body: { userId } });
const extensionLogin = (fenjihao: string, k: string) =>
  call<{ token: string } | null>(handler, { method: 'POST', path: '/auth/fenjihao_login', body: { fenjihao, k } });

describe('extension number + link key sign-in', () => {
  it('an admin issues a one-time link; the right extension signs in once', async () => {
    const user = await createTestUser({ extension: '4321' });
    const issued = await issue(await adminToken(), user.id);
    expect(issued.code).toBe(200);
    expect(issued.result.url).toBe(`http://sddp.test/login?k=${encodeURIComponent(issued.result.k)}`);
    expect(new Date(issued.result.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await extensionLogin('4321', issued.result.k)).code).toBe(200);
    const again = await extensionLogin('4321', issued.result.k);
    expect(again.code).toBe(400);
    expect(again.message).toBe('分机号登录链接无效或已过期，请重新获取');
  });

  it('a wrong extension fails and spends the link', async () => {
    const user = await createTestUser({ extension: '1111' });
    const { result } = await issue(await adminToken(), user.id);
    expect((await extensionLogin('2222', result.k)).message).toBe('账号或密码错误');
    expect((await extensionLogin('1111', result.k)).code).toBe(400);
  });

  it('only admins may issue links, and only for accounts with an extension', async () => {
    const plain = await createTestUser({ extension: '3333' });
    expect((await issue(await tokenFor(plain.userCode), plain.id)).code).toBe(403);
    const none = await createTestUser();
    expect((await issue(await adminToken(), none.id)).message).toBe('该账号未设置分机号');
  });

  it('accepts only up to four digits', async () => {
    const response = await call(handler, { method: 'POST', path: '/auth/fenjihao_login', body: { fenjihao: '12345', k: 'x'.repeat(43) } });
    expect(response.result).toEqual({ fieldErrors: { fenjihao: '分机码只能是最多4位数字' } });
  });
});
