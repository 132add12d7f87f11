import { ORG_ID, USER_TYPE, userFormRules, type UserFormInput } from '@sddp/shared';
import type { Principal } from '#http/types';
import { invalid, invalidIssues } from '#kit/errors';

/**
 * The conditional rules of §5 "Add / edit user" (shared/src/validators/user.ts userFormRules), checked
 * here as the form checks them: the schema alone cannot know who adds whom.
 */
export function checkUserForm(principal: Principal, value: Partial<UserFormInput>, editingUserType?: string): void {
  const rules = userFormRules({
    orgId: principal.user.orgId,
    actorUserType: principal.user.userType,
    actorUserRole: principal.user.userRole,
    ...(editingUserType === undefined ? {} : { editingUserType }),
  });
  const parsed = rules.safeParse(value);
  if (!parsed.success) throw invalidIssues(parsed.error.issues);
}

const REVIEW_TYPES: readonly string[] = [USER_TYPE.ownerFinalReview, USER_TYPE.professionalReview];

/** The user type an account of the creator's organisation gets: the chosen review type in organisation 53, else none. */
export function userTypeFor(orgId: number, chosen: string | undefined): string {
  if (orgId !== ORG_ID.reviewOwner) return '';
  if (chosen && !REVIEW_TYPES.includes(chosen)) throw invalid({ userType: 'error.user.userTypeNotAllowed' });
  return chosen ?? '';
}
