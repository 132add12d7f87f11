import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, newPasswordSchema, passwordClassCount } from '@sddp/shared';
import { freshInitialPassword } from '#kit/crypto/initial-password';
import { screenPassword } from '#kit/password-screen/screen-password';

vi.mock('#kit/password-screen/screen-password', () => ({ screenPassword: vi.fn() }));

const screen = vi.mocked(screenPassword);
const context = { userCode: 'supplier01', linkman: '王经理', orgName: 'Sinopec' };

beforeEach(async () => {
  const actual = await vi.importActual<typeof import('#kit/password-screen/screen-password')>(
    '../../../../functions/src/kit/password-screen/screen-password',
  );
  screen.mockReset();
  screen.mockImplementation(actual.screenPassword);
});

describe('freshInitialPassword', () => {
  it('is 14 characters of all four classes and passes the screen for the account it is for', () => {
    const passwords = Array.from({ length: 200 }, () => freshInitialPassword(context));
    expect(new Set(passwords).size).toBe(200);
    for (const password of passwords) {
      expect(password).toHaveLength(14);
      expect(passwordClassCount(password)).toBe(4);
    }
    for (const password of passwords) {
      const call = screen.mock.calls.findIndex(([candidate, given]) => candidate === password && given === context);
      expect(call, password).toBeGreaterThanOrEqual(0);
      expect(screen.mock.results[call]?.value, password).toBeUndefined();
    }
  });

  it('draws again while the screen refuses the candidate', () => {
    screen.mockReturnValueOnce('validation.password.common').mockReturnValueOnce('validation.password.personal');
    const password = freshInitialPassword(context);
    const tried = screen.mock.calls.map(([candidate]) => candidate);
    expect(tried).toHaveLength(3);
    expect(new Set(tried).size).toBe(3);
    expect(password).toBe(tried[2]);
  });

  it('meets a deployment policy that asks for more or allows fewer characters than 14', () => {
    for (const [minLength, maxLength, expected] of [
      [16, 20, 16],
      [8, 12, 12],
    ] as const) {
      const policy = { ...DEFAULT_PASSWORD_POLICY, minLength, maxLength, minClasses: 4 };
      const password = freshInitialPassword(context, policy);
      expect(password).toHaveLength(expected);
      expect(newPasswordSchema(policy).safeParse(password).success).toBe(true);
    }
  });
});
