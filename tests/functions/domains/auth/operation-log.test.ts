import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, keys } from '#test/fixtures';
import { signIn, tokenFor } from '#test/sign-in';

async function logsOf(userCode: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.logsOfUser(userCode) },
    }),
  );
  return Items ?? [];
}

describe('operation log', () => {
  it('writes a row for a successful sign-in with the spec §2.20 fields', async () => {
    const user = await createTestUser({ linkman: '张三', orgName: '华东泵业' });
    await tokenFor(user.userCode);
    const rows = await logsOf(user.userCode);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userCode: user.userCode,
      projectId: 8000,
      projectName: '用户系统',
      orgName: '华东泵业',
      linkman: '张三',
      log: '登录成功',
      reqUrl: '/user-api/auth/login',
    });
    expect(String(rows[0]?.createTime)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('writes a row for a failed sign-in, naming the reason', async () => {
    const user = await createTestUser();
    await signIn(user.userCode, 'Wrong#Pass1');
    const rows = await logsOf(user.userCode);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.log).toBe('登录失败：账号或密码错误');
  });

  it('writes a row for logout and none for reads', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    await call(handler, { path: '/user/info', token });
    await call(handler, { path: '/project/user_project_list', token });
    await call(handler, { path: '/auth/logout', token });
    const texts = (await logsOf(user.userCode)).map((row) => row.log);
    expect(texts.sort()).toEqual(['登录成功', '退出登录'].sort());
  });
});
