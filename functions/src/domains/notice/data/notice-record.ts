import * as z from 'zod/mini';
import { NOTICE_SCOPE_ROLES } from '@sddp/shared';

const flag = z.enum(['0', '1']);

/**
 * A notice as its list index holds it: everything but the content. Projects and organisations are
 * kept with their names as they were when the notice was written (the list shows them; the inbox
 * matches on their ids).
 */
export const noticeIndexRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  projects: z.array(z.object({ id: z.number(), name: z.string(), nameEn: z.string() })),
  scopeType: flag,
  scopeRoles: z.array(z.enum(NOTICE_SCOPE_ROLES)),
  scopeOrgs: z.array(z.object({ id: z.number(), orgCode: z.string(), orgName: z.string() })),
  topFlg: flag,
  cancelFlg: flag,
  createUser: z.string(),
  createUserId: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
});
export type NoticeIndexRow = z.infer<typeof noticeIndexRowSchema>;

/** The stored notice: the row and its sanitised content (media as bare keys). */
export const noticeRecordSchema = z.extend(noticeIndexRowSchema, { content: z.string() });
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

export const indexRowOf = (record: NoticeRecord): NoticeIndexRow => noticeIndexRowSchema.parse(record);
