import * as z from 'zod/mini';
import { GRANTS, ROLES } from '../roles';

export const permissionSchema = z.enum([...ROLES, ...GRANTS]);

/** The `user` object of GET /user/info (spec §7). */
export const sessionUserSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  loginName: z.string(),
  linkman: z.string(),
  userRole: z.string(),
  userType: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  email: z.string(),
  email2: z.string(),
  phone: z.string(),
  phone2: z.string(),
  linkPhone: z.string(),
  businessLicence: z.string(),
  lastLoginTime: z.string(),
  avatar: z.string(),
  /** What the profile card sends back with an edit (optimistic concurrency). */
  version: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userInfoSchema = z.object({
  pwdExpireState: z.enum(['0', '1']),
  loginPwdState: z.enum(['0', '1']),
  /** Days until the password expires (negative once past). */
  pwdExpireTime: z.number(),
  sysLoginOutUrl: z.string(),
  huayunRegisterState: z.number(),
  huayunUrl: z.string(),
  /** Derived on the server from userRole, userType and memberships (spec §6); never empty. */
  roles: z.array(permissionSchema).check(z.minLength(1)),
  supplierId: z.optional(z.number()),
  user: sessionUserSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A participating project of a listed user: id and name (spec §3 User projectList). */
export const userProjectSchema = z.object({ id: z.number(), projectName: z.string() });

/**
 * A row of every user list (spec §2.16, §2.18; §3 User). `permissionType` is the bracketed string the
 * spec returns ('[3D, TZ]'); `projectList` the projects the account takes part in now (a primary
 * account: all of its organisation's; another: those assigned to it while its organisation is in them).
 */
export const userRowSchema = z.object({
  id: z.number(),
  linkman: z.string(),
  userCode: z.string(),
  userRole: z.string(),
  userType: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  orgDepartment: z.string(),
  linkPhone: z.string(),
  email: z.string(),
  email2: z.string(),
  /** email and email2 joined with spaces, as the lists show them. */
  allEmail: z.string(),
  permissionType: z.string(),
  projectList: z.array(userProjectSchema),
  /** The project names joined with commas (spec userProjects / projectNames). */
  userProjects: z.string(),
  state: z.enum(['0', '1']),
  /** Whether the account has a telephone extension (the admin may issue an extension sign-in link). */
  hasExtension: z.boolean(),
  /** Whether audit management can do anything for it (auditManagementOffered, the rule the audit calls apply). */
  auditManagement: z.boolean(),
  lastLoginTime: z.string(),
  createTime: z.string(),
  /** What an edit sends back (optimistic concurrency). */
  version: z.number(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** One sign-in or operation of an account, from the operation log (user detail, beyond the spec). */
export const userActivitySchema = z.object({
  time: z.string(),
  /** The operation text in the reader's language. */
  text: z.string(),
  reqUrl: z.string(),
  projectName: z.string(),
});

/** GET /user/admin/user_info: the detail form (spec §7) plus what the detail page shows beyond it. */
export const userDetailSchema = z.extend(userRowSchema, {
  recentSignIns: z.array(userActivitySchema),
  recentOperations: z.array(userActivitySchema),
  /** Sessions open now (signed in and not expired). */
  openSessions: z.number(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/**
 * What a create or a password reset answers: the account's own temporary password, shown once to the
 * administrator who made it and e-mailed to the account (valid 72 hours, changed at first sign-in).
 */
export const temporaryPasswordSchema = z.object({
  userId: z.number(),
  userCode: z.string(),
  temporaryPassword: z.string(),
  expiresAt: z.string(),
  /** The address the password was e-mailed to; '' when the account has none (then only this answer has it). */
  mailedTo: z.string(),
});
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** A created account: its row and its temporary password. */
export const createdUserSchema = z.object({ user: userRowSchema, password: temporaryPasswordSchema });
export type CreatedUser = z.infer<typeof createdUserSchema>;
