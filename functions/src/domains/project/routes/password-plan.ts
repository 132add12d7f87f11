import { ENABLED_STATE, USER_TYPE, type PasswordAccount, type PasswordSkip, type PasswordSkipReason } from '@sddp/shared';
import type { OrgSummary } from '#entities/org';
import type { UserRecord } from '#entities/user';

/** An organisation a send reaches, with the accounts to consider (all its users, or the one named). */
export interface PasswordTarget {
  org: OrgSummary;
  users: readonly UserRecord[];
}

export interface PlannedAccount {
  org: OrgSummary;
  user: UserRecord;
}

export interface PasswordPlan {
  /** Receive a fresh initial password now. */
  send: PlannedAccount[];
  notSent: PasswordSkip[];
  /** In use and not confirmed: while any is here, nothing is sent. */
  needsConfirmation: PlannedAccount[];
  /** Would have been sent; they wait for the same confirmation. */
  heldBack: PlannedAccount[];
}

/**
 * In use: the account holds a password its owner chose (docs/decisions.md "Send password tells the
 * truth"). Sign-in time is not part of it: a password chosen through the reset link precedes any
 * sign-in, and an account signed in with our initial password must still replace it.
 */
export const isInUse = (user: UserRecord) => user.passwordHash !== '' && !user.mustChangePassword;

function skipOf(user: UserRecord, confirmReset: 'y' | 'n' | undefined): PasswordSkipReason | 'confirm' | undefined {
  if (user.state !== ENABLED_STATE.enabled) return 'accountDisabled';
  if (!user.email.trim()) return 'noEmail';
  if (!isInUse(user) || confirmReset === 'y') return undefined;
  return confirmReset === 'n' ? 'inUse' : 'confirm';
}

/** Every organisation ends up in one list: sent (or ready), skipped with its reason, or awaiting confirmation. */
export function planPasswords(targets: readonly PasswordTarget[], confirmReset: 'y' | 'n' | undefined): PasswordPlan {
  const ready: PlannedAccount[] = [];
  const notSent: PasswordSkip[] = [];
  const needsConfirmation: PlannedAccount[] = [];
  for (const { org, users } of targets) {
    const skip = (reason: PasswordSkipReason, user?: UserRecord) =>
      notSent.push({ orgId: org.id, orgName: org.orgName, ...(user ? { userId: user.id, userCode: user.userCode } : {}), reason });
    if (org.state !== ENABLED_STATE.enabled) {
      skip('orgDisabled');
      continue;
    }
    const primaries = users.filter((user) => user.userType === USER_TYPE.primary);
    if (primaries.length === 0) skip('noPrimaryAccount');
    for (const user of primaries) {
      const reason = skipOf(user, confirmReset);
      if (reason === undefined) ready.push({ org, user });
      else if (reason === 'confirm') needsConfirmation.push({ org, user });
      else skip(reason, user);
    }
  }
  return needsConfirmation.length > 0
    ? { send: [], notSent, needsConfirmation, heldBack: ready }
    : { send: ready, notSent, needsConfirmation, heldBack: [] };
}

export const accountEntry = ({ org, user }: PlannedAccount): PasswordAccount => ({
  orgId: org.id,
  orgName: org.orgName,
  userId: user.id,
  userCode: user.userCode,
  email: user.email,
});
