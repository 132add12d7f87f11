import { z } from 'zod';
import { INPUT_LIMITS, STATE_CHANGE, USER_ROLE } from '../constants';
import { listResult } from '../envelope';
import { createdUserSchema, temporaryPasswordSchema, userDetailSchema, userRowSchema } from '../entities/user';
import { EMAIL_WITH_TLD_PATTERN, emailList, filterText, id, pageQuery, recordVersion, requiredText, text } from '../validators/common';
import { userFormInput, userNameOnlyInput } from '../validators/user';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';

/**
 * The user domain (spec §2.16–2.18, §7 "Users (admin)" and "Users (supplier organisation)").
 * Who acts on whom is decided on the server (functions/src/lib/access/): the operating organisation's
 * administrator on every account; a user manager (userManage) and a supplier's primary account
 * (userAdmin) only on the accounts of their own organisation, never on a primary account (userType
 * '100') nor on their own.
 */
const ADMIN = ['admin'] as const;
const ADMIN_OR_MANAGER = ['admin', 'userManage'] as const;
const MANAGERS = ['userManage', 'userAdmin'] as const;
const SUPPLIER_MANAGER = ['userAdmin'] as const;

const stateChange = z.enum([STATE_CHANGE.enable, STATE_CHANGE.disable], { error: 'validation.invalid' });
const listedRoles = [USER_ROLE.supplier, USER_ROLE.contractor, USER_ROLE.admin, USER_ROLE.owner] as const;

/** The all-users filters (§2.16); a user manager's list reads only linkman and projectId (§2.18). */
export const userListInput = pageQuery.extend({
  linkman: filterText,
  orgName: filterText,
  userCode: filterText,
  linkPhone: filterText,
  projectId: id().optional(),
  /** '' is "All". */
  userRole: z
    .enum(['', ...listedRoles], { error: 'validation.invalid' })
    .optional()
    .default(''),
});

/**
 * GET /user/admin/manage/list: every account for the administrator (the all-users screen), the
 * accounts of the caller's own organisation for a user manager. Filters match anywhere, ignoring case;
 * the total is exact.
 */
export const userList = defineEndpoint({
  id: 'user.list',
  domain: 'user',
  method: 'GET',
  path: '/user/admin/manage/list',
  input: userListInput,
  output: listResult(userRowSchema),
  access: ADMIN_OR_MANAGER,
});

/** The list's filters without page and limit → a job whose result is a short-lived .xlsx link. */
export const userExport = defineEndpoint({
  id: 'user.export',
  domain: 'user',
  method: 'GET',
  path: '/user/admin/manage/list/download',
  input: userListInput.omit({ page: true, limit: true }),
  output: jobStarted,
  access: ADMIN_OR_MANAGER,
  log: 'log.userExported',
});

/** A supplier's primary account lists its organisation's accounts (§2.18 at /user/list1). */
export const userSuppList = defineEndpoint({
  id: 'user.suppList',
  domain: 'user',
  method: 'GET',
  path: '/user/supp/list',
  input: pageQuery.extend({ linkman: filterText, projectId: id().optional() }),
  output: listResult(userRowSchema),
  access: SUPPLIER_MANAGER,
});

/** The user detail page (§2.17): the form's fields plus recent sign-ins, operations and open sessions. */
export const userDetail = defineEndpoint({
  id: 'user.info',
  domain: 'user',
  method: 'GET',
  path: '/user/admin/user_info',
  input: z.object({ userId: id() }),
  output: userDetailSchema,
  access: ADMIN,
});

/** 'Modify details' of the user detail page (§2.17, §5 "User detail edit"). */
export const userUpdateDetail = defineEndpoint({
  id: 'user.updateDetail',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/update_detail',
  input: z.object({
    userId: id(),
    linkman: requiredText('validation.name.required', INPUT_LIMITS.linkmanMax),
    linkPhone: requiredText('validation.linkPhone.requiredShort', INPUT_LIMITS.linkPhoneMax),
    email: requiredText('validation.email.requiredShort', INPUT_LIMITS.emailMax).regex(EMAIL_WITH_TLD_PATTERN, {
      error: 'validation.email.format',
    }),
    email2: emailList('validation.email.format', EMAIL_WITH_TLD_PATTERN),
    version: recordVersion.optional(),
  }),
  output: userRowSchema,
  access: ADMIN,
  aliases: { id: 'userId' },
  log: 'log.userUpdated',
});

/** Enable ('y') or disable ('n') an account; disabling ends its sessions at once. */
export const userState = defineEndpoint({
  id: 'user.state',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/state',
  input: z.object({ userId: id(), state: stateChange, version: recordVersion.optional() }),
  output: userRowSchema,
  access: ADMIN_OR_MANAGER,
  aliases: { id: 'userId' },
  log: 'log.userStateChanged',
});

export const userSuppState = defineEndpoint({
  ...userState,
  id: 'user.suppState',
  path: '/user/supp/state',
  access: SUPPLIER_MANAGER,
});

/** A new temporary password for the account, e-mailed to it and answered once; its sessions end. */
export const userReset = defineEndpoint({
  id: 'user.reset',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/reset',
  input: z.object({ userId: id() }),
  output: temporaryPasswordSchema,
  access: ADMIN_OR_MANAGER,
  aliases: { id: 'userId' },
  log: 'log.userPasswordReset',
});

export const userSuppReset = defineEndpoint({
  ...userReset,
  id: 'user.suppReset',
  path: '/user/supp/reset',
  access: SUPPLIER_MANAGER,
});

/** Ends every session of the account now (user detail, beyond the spec). */
export const userSignOutEverywhere = defineEndpoint({
  id: 'user.signOutEverywhere',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/sign_out_all',
  input: z.object({ userId: id() }),
  output: z.object({ ended: z.number() }),
  access: ADMIN,
  log: 'log.userSignedOutEverywhere',
});

/**
 * Add user, reading B (§2.18): the full form. The account inherits orgId, orgName and userRole from
 * its creator; the projects must be ones the creator's organisation takes part in.
 */
export const userManageCreate = defineEndpoint({
  id: 'user.manageCreate',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/manage/create_user',
  input: userFormInput.omit({ userId: true }),
  output: createdUserSchema,
  access: ['userManage'],
  log: 'log.userCreated',
});

/** Add user, reading A (§2.18): only a name; the server makes the login account. */
export const userSuppCreate = defineEndpoint({
  id: 'user.suppCreate',
  domain: 'user',
  method: 'POST',
  path: '/user/supp/create_user',
  input: userNameOnlyInput,
  output: createdUserSchema,
  access: SUPPLIER_MANAGER,
  log: 'log.userCreated',
});

/** Edit in the user managers' lists (§2.18); userCode cannot change. */
export const userManageUpdate = defineEndpoint({
  id: 'user.manageUpdate',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/manage/update_detail',
  input: userFormInput.omit({ userCode: true, projectIds: true }).extend({ userId: id(), version: recordVersion.optional() }),
  output: userRowSchema,
  access: MANAGERS,
  log: 'log.userUpdated',
});

/** Delete: the account, its sessions, project assignments and audit assignments; its log rows stay, its login is free again. */
export const userManageDelete = defineEndpoint({
  id: 'user.manageDelete',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/manage/del',
  input: z.object({ userId: id() }),
  output: z.object({ userId: z.number() }),
  access: MANAGERS,
  log: 'log.userDeleted',
});

/**
 * The project multi-select reading of 'Project management' (§2.18): each value a projectId, or
 * 'projectId@auditRole@auditRoleName' where the project has an audit role for the account.
 */
export const userUpdateProjectRole = defineEndpoint({
  id: 'user.updateProjectRole',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/manage/update_user_project_role',
  input: z.object({
    userId: id(),
    projectIds: z
      .array(text(INPUT_LIMITS.filterMax).regex(/^\d{1,10}(@[\w-]{1,20}@[^@]{0,50})?$/, { error: 'validation.invalid' }))
      .max(INPUT_LIMITS.projectsPerUserMax, { error: 'validation.invalid' }),
  }),
  output: userRowSchema,
  access: MANAGERS,
  log: 'log.userProjectsChanged',
});

export const USER_ENDPOINTS = [
  userList,
  userExport,
  userSuppList,
  userDetail,
  userUpdateDetail,
  userState,
  userSuppState,
  userReset,
  userSuppReset,
  userSignOutEverywhere,
  userManageCreate,
  userSuppCreate,
  userManageUpdate,
  userManageDelete,
  userUpdateProjectRole,
];
