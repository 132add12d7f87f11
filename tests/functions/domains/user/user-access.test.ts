import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@sddp/shared';
import { getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { managedOrg, userCall } from './user-fixtures';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

/** Every call that changes an account, as a manager's list would send it. */
const CHANGES = [
  { name: 'disable', admin: true, path: '/user/admin/state', body: (userId: number) => ({ userId, state: 'n' }) },
  { name: 'reset', admin: true, path: '/user/admin/reset', body: (userId: number) => ({ userId }) },
  {
    name: 'edit',
    admin: false,
    path: '/user/admin/manage/update_detail',
    body: (userId: number) => ({ userId, linkman: '改名', linkPhone: '13900000000', email: 'changed@example.com' }),
  },
  { name: 'delete', admin: false, path: '/user/admin/manage/del', body: (userId: number) => ({ userId }) },
] as const;

const send = (token: string, change: (typeof CHANGES)[number], userId: number, language?: string) =>
  userCall<UserRow>({ method: 'POST', path: change.path, token, body: change.body(userId), ...(language ? { language } : {}) });

describe('who may act on which account', () => {
  it.each(CHANGES)("a user manager cannot $name another organisation's account: 403, nothing changed", async (change) => {
    const own = await managedOrg();
    const other = await managedOrg();
    const before = await getItem(keys.user(other.assigned.id));
    const response = await send(own.token, change, other.assigned.id, 'en');
    expect(response).toMatchObject({ code: 403, message: 'You can manage only the accounts of your own organisation' });
    expect(await getItem(keys.user(other.assigned.id))).toEqual(before);
  });

  it.each(CHANGES)(
    'nobody (the administrator where the call is open to it) may $name a primary account: 403, nothing changed',
    async (change) => {
      const own = await managedOrg();
      const primaryId = own.org.primaryUserId!;
      const before = await getItem(keys.user(primaryId));
      for (const token of change.admin ? [admin.token, own.token] : [own.token]) {
        const response = await send(token, change, primaryId);
        expect(response).toMatchObject({ code: 403, message: '机构主账号不能在此操作，请在机构信息中修改' });
      }
      expect(await getItem(keys.user(primaryId))).toEqual(before);
    },
  );

  it.each(CHANGES)('nobody may $name their own account through these calls', async (change) => {
    const own = await managedOrg();
    const before = await getItem(keys.user(own.manager.id));
    expect(await send(own.token, change, own.manager.id, 'en')).toMatchObject({
      code: 403,
      message: 'You cannot do this to your own account here',
    });
    expect(await getItem(keys.user(own.manager.id))).toEqual(before);
  });

  it('the administrator acts on any organisation’s ordinary accounts; a manager on its own', async () => {
    const own = await managedOrg();
    expect((await send(admin.token, CHANGES[0], own.assigned.id)).result).toMatchObject({ state: '0' });
    expect(
      (
        await userCall<UserRow>({
          method: 'POST',
          path: '/user/admin/state',
          token: own.token,
          body: { userId: own.assigned.id, state: 'y' },
        })
      ).result,
    ).toMatchObject({ state: '1' });
  });

  it('the detail and sign-out-everywhere calls are the administrator’s', async () => {
    const own = await managedOrg();
    const detail = await userCall({ path: '/user/admin/user_info', token: own.token, query: { userId: String(own.assigned.id) } });
    expect(detail.code).toBe(403);
    const signOut = await userCall({
      method: 'POST',
      path: '/user/admin/sign_out_all',
      token: own.token,
      body: { userId: own.assigned.id },
    });
    expect(signOut.code).toBe(403);
  });

  it('a supplier primary account resets its own organisation’s accounts at /user/supp/reset, never another’s', async () => {
    const supplier = await managedOrg({ orgType: '10' });
    const other = await managedOrg({ orgType: '10' });
    const reset = (userId: number) =>
      userCall<{ temporaryPassword: string }>({ method: 'POST', path: '/user/supp/reset', token: supplier.token, body: { userId } });
    const before = await getItem(keys.user(other.assigned.id));
    expect(await reset(other.assigned.id)).toMatchObject({ code: 403 });
    expect(await getItem(keys.user(other.assigned.id))).toEqual(before);
    const own = await reset(supplier.assigned.id);
    expect(own.code).toBe(200);
    expect(own.result.temporaryPassword).toBeTruthy();
    expect(await getItem(keys.user(supplier.assigned.id))).toMatchObject({ mustChangePassword: true, version: 2 });
  });

  it('answers 404 for an unknown account', async () => {
    expect(await send(admin.token, CHANGES[0], 987_654_321, 'en')).toMatchObject({ code: 404 });
  });
});
