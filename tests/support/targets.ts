import { expect } from 'vitest';
import { ERROR_CODE, formatMessage, ORG_ID, ORG_TYPE, type MessageKey } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { getOrg, setOrgInProject, type OrgRecord } from '#entities/org';
import { AppError } from '#kit/errors';
import { call } from './api-event';
import { getItem, keys } from './fixtures';
import { createTestOrg } from './orgs';
import { lastMailTo } from './outbox';

/**
 * Organisation 1, the platform's operating organisation in the spec's data (the administrators'
 * organisation): created by whichever test file asks first, since every file shares one table.
 */
export async function operatingOrg(): Promise<OrgRecord> {
  const existing = await getOrg(ORG_ID.operating);
  if (existing) return existing;
  try {
    return await createTestOrg({ id: ORG_ID.operating, orgCode: '00000001', orgName: '平台运营中心', orgType: ORG_TYPE.operating });
  } catch (error) {
    if (!(error instanceof AppError && error.code === ERROR_CODE.conflict)) throw error;
    return (await getOrg(ORG_ID.operating))!;
  }
}

/** Puts an organisation into a project through the data layer, as a broken record might have it (retried: other files join org 1 too). */
export async function forceIntoProject(orgId: number, projectId: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await setOrgInProject(orgId, projectId, true);
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ERROR_CODE.conflict) || attempt > 20) throw error;
    }
  }
}

/** The 403 envelope of a refused object-level check, in Chinese (the default language). */
export const refusal = (key: MessageKey) => ({ code: 403, message: formatMessage('zh', key), result: null });

/** What a refused call must leave as it was: the account records (password hash, version, session cut-off), their sessions and their mail. */
export async function untouched(accounts: ReadonlyArray<{ id: number; email: string; token?: string }>) {
  const before = await Promise.all(
    accounts.map(async (account) => ({ item: await getItem(keys.user(account.id)), mail: (await lastMailTo(account.email))?.id })),
  );
  return async () => {
    for (const [index, account] of accounts.entries()) {
      expect(await getItem(keys.user(account.id)), `account ${account.id}`).toEqual(before[index]!.item);
      expect((await lastMailTo(account.email))?.id, `mail to ${account.email}`).toBe(before[index]!.mail);
      if (account.token)
        expect((await call(authHandler, { path: '/user/info', token: account.token })).code, `session of ${account.id}`).toBe(200);
    }
  };
}
