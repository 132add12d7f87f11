import { randomInt } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPasswordSchema, type PasswordPolicy } from '@sddp/shared';
import { screenPassword } from '../lib/password-screen/screen-password';

/** Look-alike characters (I, O, l, 0, 1) are left out: the password is read off a terminal. */
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#%+-=@_'] as const;

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** A random password meeting `policy`: every character class, 16 characters where the policy allows. */
export function generateInitialPassword(policy: PasswordPolicy): string {
  const length = Math.min(Math.max(16, policy.minLength, CLASSES.length), policy.maxLength);
  for (;;) {
    const chars = [...CLASSES.map(pick), ...Array.from({ length: length - CLASSES.length }, () => pick(CLASSES.join('')))];
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (acceptable(password, policy)) return password;
  }
}

/**
 * The local platform's initial password for new and reset accounts, kept in `<dataDir>/initial-password`
 * (mode 0600): generated on the first start, or again when the policy or the screen refuses the kept one.
 */
export function ensureInitialPassword(dataDir: string, policy: PasswordPolicy): { password: string; file: string; generated: boolean } {
  const file = join(dataDir, 'initial-password');
  const kept = readKept(file);
  if (kept && acceptable(kept, policy)) return { password: kept, file, generated: false };
  const password = generateInitialPassword(policy);
  writeFileSync(file, `${password}\n`, { encoding: 'utf8', mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, file, generated: true };
}

/** What the server would accept as a chosen password: the policy's rules and the screen. */
function acceptable(password: string, policy: PasswordPolicy): boolean {
  return newPasswordSchema(policy).safeParse(password).success && !screenPassword(password);
}

function readKept(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
