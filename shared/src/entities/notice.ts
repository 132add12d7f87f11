import * as z from 'zod/mini';

export const NOTICE_SCOPE_ROLES = ['10', '20', '90'] as const;
export type NoticeScopeRole = (typeof NOTICE_SCOPE_ROLES)[number];

/** topFlg '1' pinned; cancelFlg '1' withdrawn, '0' published (docs/decisions.md "Notice flags"). */
export const NOTICE_FLAG = { on: '1', off: '0' } as const;
const flag = z.enum(['0', '1']);

/** A row of the notice list (spec §3 Notice, §2.24 columns); names and labels in the reader's language. */
export const noticeRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  projectIds: z.string(),
  projectNames: z.string(),
  scopeType: flag,
  scopeRoles: z.string(),
  scopeRolesCn: z.string(),
  scopeOrgs: z.string(),
  scopeValue: z.string(),
  topFlg: flag,
  topFlgCn: z.string(),
  cancelFlg: flag,
  cancelFlgCn: z.string(),
  createUser: z.string(),
  createTime: z.string(),
  /** What a pin, withdraw or edit sends back (optimistic concurrency). */
  version: z.number(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

/** The editor's notice: the row, the scope as lists and the content with freshly signed media links. */
export const noticeDetailSchema = z.extend(noticeRowSchema, {
  content: z.string(),
  projectIdList: z.array(z.number()),
  scopeRoleList: z.array(z.enum(NOTICE_SCOPE_ROLES)),
  scopeOrgList: z.array(z.object({ orgCode: z.string(), orgName: z.string() })),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** Spec §3 "Notice role": the role table of the editor. */
export const noticeRoleSchema = z.object({ roleId: z.enum(NOTICE_SCOPE_ROLES), roleName: z.string(), roleDetail: z.string() });
export type NoticeRole = z.infer<typeof noticeRoleSchema>;

export const noticeOrgOptionSchema = z.object({ orgCode: z.string(), orgName: z.string() });
export const noticeProjectOptionSchema = z.object({ id: z.number(), projectName: z.string(), projectNameEn: z.string() });
export type NoticeProjectOption = z.infer<typeof noticeProjectOptionSchema>;

/** A notice addressed to the reader (the inbox). */
export const inboxRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  projectNames: z.string(),
  topFlg: flag,
  createUser: z.string(),
  createTime: z.string(),
  read: z.boolean(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

export const inboxNoticeSchema = z.extend(inboxRowSchema, { content: z.string() });
export type InboxNotice = z.infer<typeof inboxNoticeSchema>;

export const projectNoticesSchema = z.object({ projectId: z.number(), notices: z.array(inboxRowSchema) });
export type ProjectNotices = z.infer<typeof projectNoticesSchema>;

export const noticeUploadSchema = z.object({
  url: z.string(),
  key: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  /** A short-lived GET of the object, for the editor to show it at once; the stored content keeps only the key. */
  viewUrl: z.string(),
});
export type NoticeUpload = z.infer<typeof noticeUploadSchema>;

/**
 * Personal notices (issue 29): what the server writes for one account when something waits for it
 * (docs/decisions/digital-delivery.md "Personal notices"). reviewWaiting: a tag waits for the reader's
 * review; itemsReturned: a reviewer sent items of the reader's tag back; tagApproved: the tag's delivery
 * was approved.
 */
export const PERSONAL_NOTICE_KINDS = ['reviewWaiting', 'itemsReturned', 'tagApproved'] as const;
export type PersonalNoticeKind = (typeof PERSONAL_NOTICE_KINDS)[number];

/** The delivery screen a personal notice opens: a tag to review (/delivery/review) or the supplier's tag (/delivery/tag). */
export const PERSONAL_NOTICE_SCREENS = ['review', 'tag'] as const;
export const personalNoticeTargetSchema = z.object({ screen: z.enum(PERSONAL_NOTICE_SCREENS), tagId: z.number() });
export type PersonalNoticeTarget = z.infer<typeof personalNoticeTargetSchema>;

/** A personal notice as the reader sees it: title and detail rendered in the reader's language. */
export const personalNoticeRowSchema = z.object({
  id: z.string(),
  kind: z.enum(PERSONAL_NOTICE_KINDS),
  title: z.string(),
  detail: z.string(),
  target: personalNoticeTargetSchema,
  createTime: z.string(),
  read: z.boolean(),
});
export type PersonalNoticeRow = z.infer<typeof personalNoticeRowSchema>;

/** A page of personal notices, newest first; `cursor` asks for the next (older) page, '' when there is none. */
export const personalNoticePageSchema = z.object({ rows: z.array(personalNoticeRowSchema), cursor: z.string() });
export type PersonalNoticePage = z.infer<typeof personalNoticePageSchema>;
