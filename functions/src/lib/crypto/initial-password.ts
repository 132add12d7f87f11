import { randomInt } from 'node:crypto';
import { type PasswordContext, screenPassword } from '../password-screen/screen-password';

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*?'] as const;
const LENGTH = 14;

/**
 * A fresh initial password: every character class (so any deployed policy of 3 or 4 classes accepts
 * it), no look-alike characters, shuffled with a CSPRNG, and passing the screen a password the user
 * chose must pass.
 */
export function freshInitialPassword(context: PasswordContext = {}): string {
  for (;;) {
    const password = shuffledPassword();
    if (!screenPassword(password, context)) return password;
  }
}

function shuffledPassword(): string {
  const all = CLASSES.join('');
  const characters = [
    ...CLASSES.map((set) => set[randomInt(set.length)]),
    ...Array.from({ length: LENGTH - CLASSES.length }, () => all[randomInt(all.length)]),
  ];
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  return characters.join('');
}
