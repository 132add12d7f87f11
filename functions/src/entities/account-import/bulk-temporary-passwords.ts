import { freshInitialPassword } from '#kit/crypto/initial-password';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { runLimited } from '#kit/db/concurrency';
import type { IssuedTemporaryPassword } from '../user/temporary-password';
import { TEMPORARY_PASSWORD_HOURS } from '../user/temporary-password-hours';

const HOUR_MS = 3_600_000;
/** The hashes run on libuv's thread pool (4 threads unless configured). */
const HASHES_IN_FLIGHT = 4;

/**
 * scrypt at N=2^12 (4 MiB, ≈ 7 ms here) rather than the 2^17 (128 MiB, ≈ 300 ms) of a password a
 * person chose: a temporary password is 14 random characters of 66 (≈ 84 bits), lives
 * TEMPORARY_PASSWORD_HOURS and must be changed at its first use, so no offline guessing is helped by
 * a slower hash, while 20,000 slow hashes would outlast the worker (docs/decisions.md "The user
 * import as a staged job"). The parameters travel in the stored hash (crypto/password.ts).
 */
export const BULK_TEMPORARY_HASH = { N: 2 ** 12, r: 8, p: 1, keyLength: 32 } as const;

/** `count` fresh temporary passwords with the record fields that make each an account's temporary password. */
export async function newBulkTemporaryPasswords(count: number, now: Date = new Date()): Promise<IssuedTemporaryPassword[]> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * HOUR_MS).toISOString();
  const issued: IssuedTemporaryPassword[] = [];
  await runLimited(
    Array.from({ length: count }, (_, index) => index),
    HASHES_IN_FLIGHT,
    async (index) => {
      const plain = freshInitialPassword();
      const passwordHash = await hashPassword(prehashPassword(plain), BULK_TEMPORARY_HASH);
      issued[index] = {
        plain,
        expiresAt,
        fields: { passwordHash, mustChangePassword: true, pwdChangedAt: at, tempPasswordExpiresAt: expiresAt, sessionsValidFrom: at },
      };
    },
  );
  return issued;
}
