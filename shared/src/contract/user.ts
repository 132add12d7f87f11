import * as z from 'zod/mini';
import { INPUT_LIMITS, STATE_CHANGE, USER_ROLE } from '../constants';
import { createdUserSchema, temporaryPasswordSchema, userDetailSchema, userRowSchema } from '../entities/user';
import { listResult } from '../envelope';
import {
  EMAIL_WITH_TLD_PATTERN,
  email,
  emailList,
  filterText,
  id,
  pageQuery,
  recordVersion,
  requiredText,
  text,
} from '../validators/common';
import { otherOrgCreateInput, orgContactFields } from '../validators/org';
import { userCode as userCodeRule, userFormInput, userNameOnlyInput } from '../validators/user';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';
import { presignedUpload, workbookUploadInput } from './workbook-upload';

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
export const userListInput = z.extend(pageQuery, {
  linkman: filterText,
  orgName: filterText,
  userCode: filterText,
  linkPhone: filterText,
  projectId: z.optional(id()),
  /** '' is "All". */
  userRole: z._default(z.optional(z.enum(['', ...listedRoles], { error: 'validation.invalid' })), ''),
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
  input: z.omit(userListInput, { page: true, limit: true }),
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
  input: z.extend(pageQuery, { linkman: filterText, projectId: z.optional(id()) }),
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
    email: requiredText('validation.email.requiredShort', INPUT_LIMITS.emailMax).check(
      z.regex(EMAIL_WITH_TLD_PATTERN, {
        error: 'validation.email.format',
      }),
    ),
    email2: emailList('validation.email.format', EMAIL_WITH_TLD_PATTERN),
    version: z.optional(recordVersion),
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
  input: z.object({ userId: id(), state: stateChange, version: z.optional(recordVersion) }),
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
  input: z.omit(userFormInput, { userId: true }),
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
  input: z.extend(z.omit(userFormInput, { userCode: true, projectIds: true }), { userId: id(), version: z.optional(recordVersion) }),
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
      .array(text(INPUT_LIMITS.filterMax).check(z.regex(/^\d{1,10}(@[\w-]{1,20}@[^@]{0,50})?$/, { error: 'validation.invalid' })))
      .check(z.maxLength(INPUT_LIMITS.projectsPerUserMax, { error: 'validation.invalid' })),
  }),
  output: userRowSchema,
  access: MANAGERS,
  log: 'log.userProjectsChanged',
});

const companyName = otherOrgCreateInput.shape.orgName;

/**
 * POST /user/admin_create_chengbaoshang?companyName= (承包商, contractor): a contractor organisation named
 * companyName and its primary account (login = orgCode), with a temporary password mailed to the
 * contact and answered once (docs/decisions.md "The readings of the admin user calls (issue 12)").
 */
export const userAdminCreateContractor = defineEndpoint({
  id: 'user.adminCreateContractor',
  domain: 'user',
  method: 'POST',
  path: '/user/admin_create_chengbaoshang',
  input: z.object({
    companyName,
    orgCode: otherOrgCreateInput.shape.orgCode,
    ...orgContactFields,
    email: email('validation.orgContact.emailRequired', 'validation.email.format'),
  }),
  output: createdUserSchema,
  access: ADMIN,
  aliases: { orgName: 'companyName' },
  log: 'log.userContractorCreated',
});

/**
 * POST /user/admin_create_user?companyName=&userCode=&userRole=: an account in the organisation named
 * companyName; userRole must be that organisation's type. Its own temporary password, mailed and answered once.
 */
export const userAdminCreate = defineEndpoint({
  id: 'user.adminCreate',
  domain: 'user',
  method: 'POST',
  path: '/user/admin_create_user',
  input: z.object({
    companyName,
    userCode: userCodeRule,
    userRole: z.enum(listedRoles, { error: 'validation.invalid' }),
    linkman: userFormInput.shape.linkman,
    linkPhone: userFormInput.shape.linkPhone,
    email: userFormInput.shape.email,
    orgDepartment: userFormInput.shape.orgDepartment,
  }),
  output: createdUserSchema,
  access: ADMIN,
  aliases: { orgName: 'companyName' },
  log: 'log.userCreated',
});

/**
 * POST /user/admin_update_sale (销售, the supplier's sales contact): the contact of a supplier
 * organisation, which is its primary account's name, mobile and e-mail; its login stays.
 */
export const userAdminUpdateSale = defineEndpoint({
  id: 'user.adminUpdateSale',
  domain: 'user',
  method: 'POST',
  path: '/user/admin_update_sale',
  input: z.object({
    orgId: id(),
    ...orgContactFields,
    email: email('validation.orgContact.emailRequired', 'validation.email.format'),
    version: z.optional(recordVersion),
  }),
  output: userRowSchema,
  access: ADMIN,
  aliases: { id: 'orgId' },
  log: 'log.userSaleUpdated',
});

/** A presigned PUT for an accounts workbook (key under users/<uploader>/), beyond §7: the import names it. */
export const userImportUpload = defineEndpoint({
  id: 'user.importUpload',
  domain: 'user',
  method: 'POST',
  path: '/user/admin/import_upload',
  input: workbookUploadInput(),
  output: presignedUpload,
  access: ADMIN,
});

/**
 * GET /user/admin_import_user?ossFullPath=: accounts from the uploaded workbook, as a job of the
 * spreadsheet worker; every row or none, a report per row; each new account's temporary password is
 * mailed to it. The worker writes the operation-log row with the outcome.
 */
export const userImport = defineEndpoint({
  id: 'user.import',
  domain: 'user',
  method: 'GET',
  path: '/user/admin_import_user',
  input: z.object({ key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) }),
  output: jobStarted,
  access: ADMIN,
  aliases: { ossFullPath: 'key' },
});

/** A short-lived link to the accounts workbook template, in the caller's language. */
export const userImportTemplate = defineEndpoint({
  id: 'user.importTemplate',
  domain: 'user',
  method: 'GET',
  path: '/user/admin/import_template',
  input: z.object({}),
  output: z.object({ url: z.string(), fileName: z.string() }),
  access: ADMIN,
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
  userAdminCreateContractor,
  userAdminCreate,
  userAdminUpdateSale,
  userImportUpload,
  userImport,
  userImportTemplate,
];
