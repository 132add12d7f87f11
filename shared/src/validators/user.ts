import * as z from 'zod/mini';
import { INPUT_LIMITS, ORG_ID, PAGE_PERMISSIONS, USER_TYPE } from '../constants';
import { contactPhone, EMAIL_PATTERN, id, idList, requiredText, text } from './common';

/** Two readings of the allowed account characters; we take the richer one (docs/decisions.md). */
export const USER_CODE_PATTERN = /^[\w@.-]+$/;

export const userCode = requiredText('validation.userCode.loginRequired', INPUT_LIMITS.userCodeMax).check(
  z.regex(USER_CODE_PATTERN, {
    error: 'validation.userCode.format',
  }),
);

export const userFormInput = z.object({
  userId: z.optional(id()),
  linkman: requiredText('validation.name.required', INPUT_LIMITS.linkmanMax),
  userCode,
  linkPhone: contactPhone('validation.linkPhone.requiredShort'),
  email: requiredText('validation.email.requiredShort', INPUT_LIMITS.emailMax).check(
    z.regex(EMAIL_PATTERN, { error: 'validation.email.format' }),
  ),
  orgDepartment: z.optional(text(INPUT_LIMITS.departmentMax)),
  projectIds: z.optional(idList(INPUT_LIMITS.projectsPerUserMax)),
  userType: z.optional(text(8)),
  permissionType: z.optional(z.array(z.enum(PAGE_PERMISSIONS)).check(z.maxLength(PAGE_PERMISSIONS.length))),
});
export type UserFormInput = z.infer<typeof userFormInput>;

export interface UserFormContext {
  orgId: number;
  actorUserType: string;
  actorUserRole: string;
  editingUserType?: string;
}

/** The conditional rules of spec §5 "Add / edit user" that depend on who edits whom. */
export function userFormRules(context: UserFormContext) {
  const adding = context.editingUserType === undefined;
  const reviewOrg = context.orgId === ORG_ID.reviewOwner;
  const needsUserType =
    reviewOrg && ((adding && context.actorUserType === USER_TYPE.primary) || (!adding && context.editingUserType !== USER_TYPE.primary));
  const needsPermission = reviewOrg && context.actorUserRole === '90';
  return userFormInput.check(
    z.superRefine((value, ctx) => {
      if (adding && (!value.projectIds || value.projectIds.length === 0)) {
        ctx.addIssue({ code: 'custom', path: ['projectIds'], message: 'validation.projects.required' });
      }
      if (needsUserType && !value.userType) {
        ctx.addIssue({ code: 'custom', path: ['userType'], message: 'validation.userType.required' });
      }
      if (needsPermission && (!value.permissionType || value.permissionType.length === 0)) {
        ctx.addIssue({ code: 'custom', path: ['permissionType'], message: 'validation.permission.required' });
      }
    }),
  );
}

/** The name-only add dialog (reading A). */
export const userNameOnlyInput = z.object({ linkman: requiredText('validation.name.newContact', INPUT_LIMITS.linkmanMax) });
