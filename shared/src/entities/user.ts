import { z } from 'zod';
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
  roles: z.array(permissionSchema).min(1),
  supplierId: z.number().optional(),
  user: sessionUserSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;
