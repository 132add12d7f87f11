import * as z from 'zod/mini';
import { importProblemSchema } from './org';

/** 0 while some (main item × factory object code) pair of the node has no reviewer; 1 when all have one. */
export const distributeStateSchema = z.union([z.literal(0), z.literal(1)]);

/** An audit role an organisation offers (GET /user/admin/list_org_audit_role), named in the reader's language. */
export const auditRoleOptionSchema = z.object({ code: z.string(), name: z.string() });
export type AuditRoleOption = z.infer<typeof auditRoleOptionSchema>;

/** An account's audit role on one of its projects (GET /user/admin/list_user_audit_role). */
export const userAuditRoleSchema = z.object({
  projectId: z.number(),
  projectName: z.string(),
  auditRole: z.string(),
  auditRoleName: z.string(),
  /** 'stored': set with the project assignment; 'offered': one of the roles the organisation offers (no role stored). */
  source: z.enum(['stored', 'offered']),
});
export type UserAuditRole = z.infer<typeof userAuditRoleSchema>;

/** A main item (主项) of a project's engineering breakdown, with its coverage for a (project, cbs, role). */
export const dominantTermSchema = z.object({ code: z.string(), name: z.string(), distributeState: distributeStateSchema });
export type DominantTerm = z.infer<typeof dominantTermSchema>;

/** A factory object class (工厂对象分类) with its type and coverage. */
export const factoryObjectClassSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  distributeState: distributeStateSchema,
});
export type FactoryObjectClass = z.infer<typeof factoryObjectClassSchema>;

/** A saved main item of an account (POST /user/admin/list_user_extra_v2): type 1, its factory object codes type 2. */
export const userExtraNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.literal(1),
  childNodes: z.array(z.object({ code: z.string(), name: z.string(), type: z.literal(2) })),
});
export type UserExtraNode = z.infer<typeof userExtraNodeSchema>;

/**
 * A row of the audit matrix (spec §2.21): one per account, project, audit role and main item, its
 * factory object codes comma-joined. zhuanye (discipline) is the account's department
 * (docs/decisions.md "The audit matrix").
 */
export const auditMatrixRowSchema = z.object({
  id: z.string(),
  userId: z.number(),
  linkman: z.string(),
  zhuanye: z.string(),
  email: z.string(),
  userCode: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  auditRole: z.string(),
  auditRoleName: z.string(),
  zhuxianghao: z.string(),
  gongChangDuiXiangMa: z.string(),
  createTime: z.string(),
});
export type AuditMatrixRow = z.infer<typeof auditMatrixRowSchema>;

/** A project's engineering breakdown as it stands (GET /user/admin/breakdown): version 0 while it has none. */
export const breakdownSchema = z.object({
  projectId: z.number(),
  version: z.number(),
  mainItems: z.array(z.object({ code: z.string(), name: z.string() })),
  classes: z.array(z.object({ code: z.string(), name: z.string(), type: z.string() })),
});
export type ProjectBreakdown = z.infer<typeof breakdownSchema>;

/** What a breakdown import or a matrix upload answers when done: every row in, or none and why. */
export const auditImportReportSchema = z.object({
  status: z.enum(['imported', 'rejected']),
  rows: z.number(),
  problems: z.array(importProblemSchema),
  moreProblems: z.number(),
});
export type AuditImportReport = z.infer<typeof auditImportReportSchema>;
