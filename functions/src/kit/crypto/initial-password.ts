import { randomInt } from 'node:crypto';
import { newPasswordSchema, type PasswordPolicy } from '@sddp/shared';
import { configuredPasswordPolicy } from '#kit/password-policy';
import { type PasswordContext, screenPassword } from '#kit/password-screen/screen-password';

/** Look-alike characters (I, O, l, 0, 1) are left out: the password is read off a mail or a screen. */
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*?'] as const;
const PREFERRED_LENGTH = 14;

/**
 * A fresh password for an account to change at its first sign-in: every character class (so any
 * policy of up to 4 classes accepts it), 14 characters or what the deployed policy's length bounds
 * require, no look-alike characters, shuffled with a CSPRNG, and passing the policy and the screen a
 * password the user chose must pass.
 */
export function freshInitialPassword(context: PasswordContext = {}, policy: PasswordPolicy = configuredPasswordPolicy()): string {
  const length = Math.min(Math.max(PREFERRED_LENGTH, policy.minLength), policy.maxLength);
  const rules = newPasswordSchema(policy);
  for (;;) {
    const password = shuffledPassword(length);
    if (rules.safeParse(password).success && !screenPassword(password, context)) return password;
  }
}

function shuffledPassword(length: number): string {
  const all = CLASSES.join('');
  const characters = [
    ...CLASSES.map((set) => set[randomInt(set.length)]),
    ...Array.from({ length: Math.max(0, length - CLASSES.length) }, () => all[randomInt(all.length)]),
  ];
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  return characters.join('');
}
