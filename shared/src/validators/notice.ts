import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { NOTICE_SCOPE_ROLES } from '../entities/notice';
import { filterText, id, idList, pageQuery, recordVersion, requiredText, text, wholeNumber } from './common';

/** A list sent as a JSON array or comma-joined (spec §3 joins projectIds, scopeRoles and scopeOrgs). */
const joinedList = <T extends z.ZodMiniType<string, string>>(item: T, maxItems: number, maxChars: number) => {
  const list = z.array(item).check(z.maxLength(maxItems, { error: 'validation.invalid' }));
  const joined = z.pipe(
    z.pipe(
      z.string().check(z.maxLength(maxChars, { error: 'validation.invalid' })),
      z.transform((value) => value.split(',').filter((part) => part.trim() !== '')),
    ),
    list,
  );
  return z.union([list, joined], { error: 'validation.invalid' });
};

const orgCodes = joinedList(
  text(INPUT_LIMITS.filterMax).check(z.minLength(1)),
  LIMITS.noticeOrgsMax,
  LIMITS.noticeOrgsMax * (INPUT_LIMITS.filterMax + 1),
);

const flagValue = z.enum(['0', '1'], { error: 'validation.invalid' });

const noticeFields = z.object({
  title: text(LIMITS.noticeTitleMax, 'validation.tooLong', 'validation.notice.title'),
  projectIds: idList(LIMITS.noticeProjectsMax),
  scopeType: flagValue,
  scopeRoles: z._default(joinedList(z.enum(NOTICE_SCOPE_ROLES, { error: 'validation.invalid' }), 3, 20), []),
  scopeOrgs: z._default(orgCodes, []),
  topFlg: z._default(flagValue, '1'),
  content: z.string({ error: 'validation.notice.content' }).check(z.maxLength(LIMITS.noticeContentMax, { error: 'validation.tooLong' })),
});

/** True when rich text shows something: text, an image or a video. */
export const hasNoticeContent = (html: string) =>
  Boolean(
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  ) || /<(img|video)\b/i.test(html);

/** Checked in the order of spec §5: title, projects, scope, content. */
const specOrder = (value: z.output<typeof noticeFields>, ctx: z.core.$RefinementCtx) => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!value.title) return fail('title', 'validation.notice.title');
  if (value.projectIds.length === 0) return fail('projectIds', 'validation.notice.projects');
  const scope = value.scopeType === '0' ? value.scopeRoles : value.scopeOrgs;
  if (scope.length === 0) return fail(value.scopeType === '0' ? 'scopeRoles' : 'scopeOrgs', 'validation.notice.scope');
  if (!hasNoticeContent(value.content)) return fail('content', 'validation.notice.content');
};

/** POST /work/notice/admin/insert (an id, when sent, is ignored: insert always creates). */
export const noticeInput = z.extend(noticeFields, { id: z.optional(id()) }).check(z.superRefine(specOrder));
export type NoticeInput = z.input<typeof noticeInput>;

/** POST /work/notice/admin/update: the notice and the version its editor was opened with. */
export const noticeUpdateInput = z.extend(noticeFields, { id: id(), version: z.optional(recordVersion) }).check(z.superRefine(specOrder));

export const noticeListQuery = z.extend(pageQuery, { projectIds: z._default(idList(LIMITS.noticeProjectsMax), []), title: filterText });

/** Pin (1) or unpin (0); withdraw (1) or send again (0). The version is checked when sent (the web always sends it). */
export const noticeTopInput = z.object({ id: id(), topFlg: flagValue, version: z.optional(recordVersion) });
export const noticeCancelInput = z.object({ id: id(), cancelFlg: flagValue, version: z.optional(recordVersion) });

/** What the editor may upload, by kind: the type list and ceiling of each (bytes). */
export const NOTICE_UPLOADS = {
  image: { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
  video: { types: ['video/mp4', 'video/webm', 'video/ogg'], maxBytes: 200 * 1024 * 1024 },
  attachment: { types: [] as string[], maxBytes: 50 * 1024 * 1024 },
} as const;
export type NoticeUploadKind = keyof typeof NOTICE_UPLOADS;

export const noticeUploadInput = z
  .object({
    kind: z.enum(['image', 'video', 'attachment'], { error: 'validation.invalid' }),
    fileName: requiredText('validation.file.required', INPUT_LIMITS.fileNameMax),
    contentType: z._default(text(INPUT_LIMITS.contentTypeMax), ''),
    size: wholeNumber(1, NOTICE_UPLOADS.video.maxBytes, 'validation.notice.uploadSize'),
  })
  .check(
    z.superRefine((value, ctx) => {
      const rule = NOTICE_UPLOADS[value.kind];
      const types: readonly string[] = rule.types;
      if (types.length > 0 && !types.includes(value.contentType)) {
        ctx.addIssue({ code: 'custom', path: ['contentType'], message: 'validation.notice.uploadType' });
      } else if (value.size > rule.maxBytes) {
        ctx.addIssue({ code: 'custom', path: ['size'], message: 'validation.notice.uploadSize' });
      }
    }),
  );

export const inboxQuery = pageQuery;

/** A personal notice's id: when it was written (ISO, UTC) and the event it tells of (functions/src/entities/personal-notice). */
export const PERSONAL_NOTICE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9-]{1,60}$/;
export const personalNoticeId = z
  .string({ error: 'validation.invalid' })
  .check(z.maxLength(100, { error: 'validation.invalid' }), z.regex(PERSONAL_NOTICE_ID_PATTERN, { error: 'validation.invalid' }));

/** GET /work/notice/personal: the newest `limit`, or those older than `cursor` (the last page's answer). */
export const personalNoticeQuery = z.object({
  limit: z._default(wholeNumber(1, 50), 10),
  cursor: z.optional(personalNoticeId),
});
