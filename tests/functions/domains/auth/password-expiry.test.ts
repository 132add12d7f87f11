import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { createOrg } from '#entities/org';
import { nextId } from '#kit/db/ids';
import { runPasswordExpiry } from '#scheduled/password-expiry';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { useOwnTable } from '#test/own-table';
import { tokenFor } from '#test/sign-in';

// Reads every record of the table: a table of its own keeps its time and answers independent of other files.
useOwnTable();

const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000 - 60_000).toISOString();

describe('password expiry after 90 days', () => {
  it.each([
    [89, '0', 1],
    [90, '1', 0],
    [91, '1', -1],
  ])('changed %i days ago → pwdExpireState %s, %i days left', async (age, state, left) => {
    const user = await createTestUser({ pwdChangedAt: daysAgo(age) });
    const info = await call<{ pwdExpireState: string; pwdExpireTime: number }>(handler, {
      path: '/user/info',
      token: await tokenFor(user.userCode),
    });
    expect(info.result.pwdExpireState).toBe(state);
    expect(info.result.pwdExpireTime).toBe(left);
  });

  it('the job flags passwords at 90 days and more, clears changed ones, and a second run changes nothing', async () => {
    const orgId = await nextId('org', 600_000);
    await createOrg({
      id: orgId,
      orgCode: `J${orgId}`,
      bpCode: '',
      orgName: 'job org',
      orgType: '10',
      createTime: new Date().toISOString(),
    });
    const fresh = await createTestUser({ orgId, pwdChangedAt: daysAgo(89) });
    const due = await createTestUser({ orgId, pwdChangedAt: daysAgo(90) });
    const late = await createTestUser({ orgId, pwdChangedAt: daysAgo(400) });
    const changed = await createTestUser({ orgId, pwdChangedAt: daysAgo(1) });
    // A flag left from before the password was changed is cleared.
    await (await import('#entities/user')).setPasswordExpired(changed.id, true, changed.pwdChangedAt);

    const first = await runPasswordExpiry();
    expect(first.scanned).toBeGreaterThanOrEqual(4);
    const flags = async () =>
      Promise.all([fresh, due, late, changed].map(async (user) => Boolean((await getItem(keys.user(user.id)))?.pwdExpired)));
    expect(await flags()).toEqual([false, true, true, false]);
    // Other test files create users concurrently, so idempotency is checked on this test's own users.
    const before = await Promise.all([fresh, due, late, changed].map((user) => getItem(keys.user(user.id))));
    await runPasswordExpiry();
    const after = await Promise.all([fresh, due, late, changed].map((user) => getItem(keys.user(user.id))));
    expect(after).toEqual(before);
  }, 90_000); // The job reads every account (A26): the whole suite's, thousands by now.

  it('never flags a password changed after the job read the account', async () => {
    const { setPasswordExpired } = await import('#entities/user');
    const user = await createTestUser({ pwdChangedAt: daysAgo(100) });
    expect(await setPasswordExpired(user.id, true, daysAgo(50))).toBe(false);
    expect((await getItem(keys.user(user.id)))?.pwdExpired).toBe(false);
  });
});
