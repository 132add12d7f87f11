import { passwordPairSchema } from '@sddp/shared';
import { setPassword, type UserRecord } from '#entities/user';
import { hashPassword, prehashPassword, verifyPassword } from '#kit/crypto/password';
import { invalid, invalidIssues } from '#kit/errors';
import { configuredPasswordPolicy } from '#kit/password-policy';
import { screenPassword } from '#kit/password-screen/screen-password';

type ExtraWrites = Parameters<typeof setPassword>[2]['alsoWrite'];

/**
 * Checks a new password against the deployed policy, the common-password and personal-word screen,
 * and the account's recent passwords, then stores it. The plain password arrives over TLS so the
 * policy can be enforced here; only scrypt of its pre-hash is stored (docs/decisions.md).
 */
export async function changePassword(user: UserRecord, input: { pwd: string; pwd2: string }, alsoWrite?: ExtraWrites): Promise<void> {
  const policy = configuredPasswordPolicy();
  const parsed = passwordPairSchema({ password: 'pwd', confirm: 'pwd2' }, policy).safeParse(input);
  if (!parsed.success) throw invalidIssues(parsed.error.issues, (issue) => String(issue.path[0] ?? 'pwd'));
  const screened = screenPassword(input.pwd, user);
  if (screened) throw invalid({ pwd: screened });
  const prehash = prehashPassword(input.pwd);
  const recent = [user.passwordHash, ...user.passwordHistory].slice(0, policy.history);
  const reused = await Promise.all(recent.map((stored) => verifyPassword(prehash, stored)));
  if (reused.some(Boolean)) throw invalid({ pwd: 'validation.password.reused' });
  await setPassword(user, await hashPassword(prehash), { history: policy.history, ...(alsoWrite ? { alsoWrite } : {}) });
}
