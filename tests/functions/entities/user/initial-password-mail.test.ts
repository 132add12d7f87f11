import { describe, expect, it } from 'vitest';
import { mailInitialPassword } from '#domains/project/routes/initial-password-mail';
import { getUser, type UserRecord } from '#entities/user';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';

const HOUR_MS = 3_600_000;
const account = (fields: Partial<UserRecord> = {}) =>
  createTestUser({ email: `${uniqueCode('send')}@example.com`.toLowerCase(), mustChangePassword: true, ...fields });

describe("the project's send-password (mailInitialPassword)", () => {
  it('issues the same temporary password: valid 72 hours, its expiry in the mail', async () => {
    const user = await account();
    const before = Date.now();
    await mailInitialPassword(user, 'zh');
    const stored = (await getItem(keys.user(user.id))) as UserRecord;
    const expires = Date.parse(stored.tempPasswordExpiresAt!);
    expect(expires - before).toBeGreaterThanOrEqual(72 * HOUR_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(72 * HOUR_MS);
    expect((await lastMailTo(user.email))?.text).toContain('（北京时间，72 小时内有效）');
  });

  it("writes in the account's language once it has signed in, else in the sender's", async () => {
    const user = await account({ mustChangePassword: false });
    await mailInitialPassword(user, 'en');
    expect((await lastMailTo(user.email))?.subject).toMatch(/^Your account and initial password/);

    const other = await account({ mustChangePassword: false });
    expect((await signIn(other.userCode, undefined, 'zh')).code).toBe(200);
    await mailInitialPassword((await getUser(other.id))!, 'en');
    expect((await lastMailTo(other.email))?.subject).toBe('账号与初始密码 - 供应商数字化交付管理平台');
  });
});
