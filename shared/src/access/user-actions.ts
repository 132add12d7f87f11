import { USER_TYPE } from '../constants';
import { isPlatformAdmin, type AccessActor } from './actor';

/** What a user-management call does to the account it names. */
export type UserAction = 'view' | 'edit' | 'state' | 'reset' | 'delete' | 'projects' | 'audit' | 'signOut';

/** Why an action on an account is refused; each is a message key `error.user.<refusal>`. */
export type UserActionRefusal = 'otherOrg' | 'ownAccount' | 'primaryAccount';

export interface UserTarget {
  id: number;
  orgId: number;
  userType: string;
}

/**
 * Who may act on which account (docs/decisions.md "Who manages which account"): the administrator on
 * every account; a user manager (userManage) or a supplier's primary account (userAdmin) only on the
 * accounts of its own organisation. Nobody changes a primary account (its contact is its organisation's,
 * its projects all of the organisation's) or their own account through the user-management calls. The
 * server refuses by this rule and the lists and the user detail offer by it.
 */
export function userActionRefusal(actor: AccessActor, target: UserTarget, action: UserAction): UserActionRefusal | undefined {
  if (!isPlatformAdmin(actor) && target.orgId !== actor.user.orgId) return 'otherOrg';
  if (action === 'view' || action === 'signOut') return undefined;
  if (target.id === actor.user.id) return 'ownAccount';
  if (target.userType === USER_TYPE.primary) return 'primaryAccount';
  return undefined;
}

export const mayActOnUser = (actor: AccessActor, target: UserTarget, action: UserAction) =>
  userActionRefusal(actor, target, action) === undefined;
