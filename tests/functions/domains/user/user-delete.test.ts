import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { CreatedUser } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { markNoticeRead } from '#entities/notice-read';
import { membersOfProject, membershipsOfUser } from '#entities/project';
import { findUsersByPhone } from '#entities/user';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { listUsers, managedOrg, userCall } from './user-fixtures';

const itemsOf = async (pk: string) =>
  (
    await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
    )
  ).Items ?? [];

const logsOf = async (userCode: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.logsOfUser(userCode) },
      }),
    )
  ).Items ?? [];

describe('POST /user/admin/manage/del', () => {
  it('leaves nothing behind but the operation log: record, login guard, phone index, sessions, memberships, list entry', async () => {
    const own = await managedOrg();
    const phone = `137${String(Date.now()).slice(-8)}`;
    const form = { linkman: '待删除', userCode: uniqueCode('del'), linkPhone: phone, email: 'del@example.com', projectIds: [own.first.id] };
    const created = await userCall<CreatedUser>({ method: 'POST', path: '/user/admin/manage/create_user', token: own.token, body: form });
    const { id } = created.result.user;
    const session = await tokenFor(form.userCode, created.result.password.temporaryPassword);
    expect((await logsOf(form.userCode)).length).toBeGreaterThan(0);
    await markNoticeRead(id, 1);

    const deleted = await userCall({ method: 'POST', path: '/user/admin/manage/del', token: own.token, body: { userId: id } });
    expect(deleted).toMatchObject({ code: 200, result: { userId: id } });
    expect(await getItem(keys.user(id))).toBeUndefined();
    // Nothing of any data module stays under the account's own partition (notice read marks included).
    expect(await itemsOf(`USER#${id}`)).toEqual([]);
    expect(await getItem(keys.userCodeGuard(form.userCode))).toBeUndefined();
    expect(await membershipsOfUser(id)).toEqual([]);
    expect((await membersOfProject(own.first.id)).map((member) => member.userId)).not.toContain(id);
    expect((await call(authHandler, { path: '/user/info', token: session })).code).toBe(401);
    expect((await listUsers(own.token, { linkman: '待删除' })).result.total).toBe(0);
    expect((await logsOf(form.userCode)).length).toBeGreaterThan(0);

    // The login is free again.
    const again = await userCall<CreatedUser>({ method: 'POST', path: '/user/admin/manage/create_user', token: own.token, body: form });
    expect(again.code).toBe(200);
    expect(again.result.user.id).not.toBe(id);
  });

  it('takes the account out of the phone sign-in index; asked again, answers 404 (nothing left)', async () => {
    const own = await managedOrg();
    const phone = `136${String(Date.now()).slice(-8)}`;
    const withPhone = await createTestUser({ orgId: own.org.id, orgName: own.org.orgName, userRole: '20', userType: '', phone });
    expect((await findUsersByPhone(phone)).map((user) => user.id)).toEqual([withPhone.id]);
    const remove = () => userCall({ method: 'POST', path: '/user/admin/manage/del', token: own.token, body: { userId: withPhone.id } });
    expect((await remove()).code).toBe(200);
    expect(await findUsersByPhone(phone)).toEqual([]);
    expect((await remove()).code).toBe(404);
  });
});
