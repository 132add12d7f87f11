import { describe, expect, it } from 'vitest';
import { issueOneTimeKey } from '#domains/auth/data/one-time-keys';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { signIn, tokenFor } from '#test/sign-in';

type Refusal = { fieldErrors: Record<string, string> } | null;

const MESSAGES = {
  zh: { common: '该密码过于常见，容易被猜到，请更换', personal: '密码不能包含账号、姓名、机构名称或平台名称' },
  en: {
    common: 'This password is too common and easy to guess; choose another',
    personal: 'The password must not contain your account, name, organisation name or the platform name',
  },
} as const;

/** Each meets the length and class rules; the account below belongs to Sinopec and is Zhang Wei's. */
const REFUSED = [
  ['Password123!', 'common'],
  ['pASSWORD123!', 'common'],
  ['Welcome@2024', 'common'],
  ['Abc@123456', 'common'],
  ['Sinopec@2024', 'personal'],
  ['SINOPEC@2024', 'personal'],
  ['Zhang#Qv93kx', 'personal'],
  ['Sddp#Qv93kx7', 'personal'],
] as const;

const account = () => createTestUser({ orgName: 'Sinopec', linkman: 'Zhang Wei' });

/** The password is what it was: same hash, no history entry, no new version, the old one still signs in. */
async function expectUnchanged(user: Awaited<ReturnType<typeof account>>) {
  const stored = await getItem(keys.user(user.id));
  expect(stored).toMatchObject({ passwordHash: user.passwordHash, passwordHistory: [], version: user.version });
  expect((await signIn(user.userCode)).code).toBe(200);
}

describe.each(['zh', 'en'] as const)('the common-password and personal-word screen (%s)', (language) => {
  it('POST /user/update_pwd refuses them on the password field and changes nothing', async () => {
    const user = await account();
    const token = await tokenFor(user.userCode);
    for (const [password, problem] of REFUSED) {
      const response = await call<Refusal>(handler, {
        method: 'POST',
        path: '/user/update_pwd',
        token,
        body: { pwd: password, pwd2: password },
        language,
      });
      expect(response.code, password).toBe(400);
      expect(response.result, password).toEqual({ fieldErrors: { pwd: MESSAGES[language][problem] } });
    }
    await expectUnchanged(user);
  });

  it('POST /user/find_pwd_update refuses them too, changes nothing and leaves the link usable', async () => {
    const user = await account();
    const { key } = await issueOneTimeKey('reset', user.id, 10);
    for (const [password, problem] of REFUSED) {
      const response = await call<Refusal>(handler, {
        method: 'POST',
        path: '/user/find_pwd_update',
        body: { pwd: password, pwd2: password, key },
        language,
      });
      expect(response.code, password).toBe(400);
      expect(response.result, password).toEqual({ fieldErrors: { pwd: MESSAGES[language][problem] } });
    }
    await expectUnchanged(user);
    expect(
      (await call(handler, { method: 'POST', path: '/user/find_pwd_update', body: { pwd: 'Qv93kx#Lm7', pwd2: 'Qv93kx#Lm7', key } })).code,
    ).toBe(200);
    expect((await signIn(user.userCode, 'Qv93kx#Lm7')).code).toBe(200);
  });
});
