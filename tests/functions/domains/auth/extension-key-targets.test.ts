import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { createTestOrg, ROLE_FIELDS, signedIn } from '#test/orgs';
import { operatingOrg, refusal } from '#test/targets';

let token: string;
let callerId: number;
const issue = (userId: number) => call(handler, { method: 'POST', path: '/auth/fenjihao_key', token, body: { userId } });

beforeAll(async () => {
  await operatingOrg();
  const caller = await signedIn('admin');
  token = caller.token;
  callerId = caller.user.id;
});

describe('POST /auth/fenjihao_key: the target account is checked', () => {
  it('refuses the accounts of the operating organisation, the caller’s own included', async () => {
    const otherOperating = await createTestOrg({ orgType: '50', orgCode: `OP${uniqueCode('o').slice(2, 10)}` });
    const targets = [
      callerId,
      (await createTestUser({ ...ROLE_FIELDS.admin, extension: '1001' })).id,
      (await createTestUser({ ...ROLE_FIELDS.admin1, extension: '1002' })).id,
      (await createTestUser({ orgId: otherOperating.id, extension: '1003' })).id,
    ];
    for (const userId of targets) expect(await issue(userId), `user ${userId}`).toMatchObject(refusal('error.forbidden'));
  });

  it('refuses a disabled account and answers 404 for an unknown one', async () => {
    const disabled = await createTestUser({ extension: '2001', state: '0' });
    expect(await issue(disabled.id)).toMatchObject(refusal('error.targetDisabled'));
    expect(await issue(987_654_321)).toMatchObject({ code: 404, message: '用户不存在' });
  });

  it('issues a link for an enabled account of another organisation', async () => {
    const user = await createTestUser({ extension: '3001' });
    expect((await issue(user.id)).code).toBe(200);
  });
});
