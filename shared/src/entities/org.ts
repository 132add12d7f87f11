import * as z from 'zod/mini';
import { ENABLED_STATES, ORG_TYPES, PROJECT_STATES } from '../constants';

export const orgTypeSchema = z.enum(ORG_TYPES);
export const enabledStateSchema = z.enum(ENABLED_STATES);

/** A row of the organisation list (spec §3 Organisation). */
export const orgRowSchema = z.object({
  id: z.number(),
  orgCode: z.string(),
  bpCode: z.string(),
  orgName: z.string(),
  orgType: orgTypeSchema,
  state: enabledStateSchema,
  createTime: z.string(),
  /** The primary contact (its primary account's name, mobile, e-mail); '' where none is recorded yet. */
  linkman: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** The primary account's id; 0 while the organisation has none (complete the contact to create it). */
  primaryUserId: z.number(),
  /** What an edit sends back (optimistic concurrency). */
  version: z.number(),
});
export type OrgRow = z.infer<typeof orgRowSchema>;

/** A row of the project list (spec §3 Project). */
export const projectRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  projectNameEn: z.string(),
  state: z.enum(PROJECT_STATES),
  indexUrl: z.string(),
  indexUrlEn: z.string(),
  createTime: z.string(),
  version: z.number(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

/**
 * A row of a project's supplier or contractor list (spec §3 Project–organisation link): every
 * organisation of the kind, with whether it is in the project. `flag` is spelt as §2.15 says on the
 * wire (Y/N for suppliers, y/n for contractors); `addState` carries the same as y/n (the other reading).
 */
export const projectOrgRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  orgId: z.number(),
  orgCode: z.string(),
  bpCode: z.string(),
  orgName: z.string(),
  orgType: orgTypeSchema,
  flag: z.enum(['Y', 'N', 'y', 'n']),
  addState: z.enum(['y', 'n']),
  /** The organisation's own state: a disabled one stays in the project but is sent no password. */
  state: enabledStateSchema,
  /** When it joined the project; '' when not added. */
  createTime: z.string(),
});
export type ProjectOrgRow = z.infer<typeof projectOrgRowSchema>;

/** One problem of a rejected spreadsheet import: 1-based sheet row, the column header, the message. */
export const importProblemSchema = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  /** 'imported': every row is in; 'rejected': nothing was written, see problems. */
  status: z.enum(['imported', 'rejected']),
  rows: z.number(),
  created: z.number(),
  unchanged: z.number(),
  problems: z.array(importProblemSchema),
  /** More problems than are listed (the list stops at IMPORT_LIMITS.maxProblems). */
  moreProblems: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
