import { describe, expect, it } from 'vitest';
import { createOrg } from '#entities/org';
import { nextId } from '#kit/db/ids';
import { AppError } from '#kit/errors';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';

describe('unique codes, enforced by the database', () => {
  it('refuses a second user with the same userCode in any letter case, writing nothing', async () => {
    const first = await createTestUser();
    const error = await createTestUser({ userCode: first.userCode.toUpperCase() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(409);
    expect((error as AppError).messageKey).toBe('error.userCodeTaken');
    expect((await getItem(keys.userCodeGuard(first.userCode)))?.userId).toBe(first.id);
  });

  it('lets exactly one of two concurrent creations with the same code win', async () => {
    const code = uniqueCode('race');
    const results = await Promise.allSettled([createTestUser({ userCode: code }), createTestUser({ userCode: code })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((loser.reason as AppError).code).toBe(409);
  });

  it('refuses a duplicate orgCode and leaves no organisation item behind', async () => {
    const orgCode = String(Date.now()).slice(-8);
    const base = { bpCode: '', orgType: '10' as const, createTime: new Date().toISOString() };
    await createOrg({ ...base, id: await nextId('org', 500_000), orgCode, orgName: 'A' });
    const secondId = await nextId('org', 500_000);
    await expect(createOrg({ ...base, id: secondId, orgCode, orgName: 'B' })).rejects.toMatchObject({
      code: 409,
      messageKey: 'error.orgCodeTaken',
    });
    expect(await getItem(keys.org(secondId))).toBeUndefined();
  });
});
