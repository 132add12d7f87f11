import { z } from 'zod';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { id, idList, text } from './common';

/** Checked in the order of spec §5: title, projects, scope, content. */
export const noticeInput = z
  .object({
    id: id().optional(),
    title: text(LIMITS.noticeTitleMax),
    projectIds: idList(LIMITS.noticeProjectsMax),
    scopeType: z.enum(['0', '1']),
    scopeRoles: z.array(z.enum(['10', '20', '90'])).max(3),
    scopeOrgs: z.array(text(INPUT_LIMITS.filterMax).min(1)).max(LIMITS.noticeOrgsMax),
    topFlg: z.enum(['0', '1']).default('1'),
    content: z.string().max(LIMITS.noticeContentMax, { error: 'validation.tooLong' }),
  })
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.title) return fail('title', 'validation.notice.title');
    if (value.projectIds.length === 0) return fail('projectIds', 'validation.notice.projects');
    const scope = value.scopeType === '0' ? value.scopeRoles : value.scopeOrgs;
    if (scope.length === 0) return fail(value.scopeType === '0' ? 'scopeRoles' : 'scopeOrgs', 'validation.notice.scope');
    if (!value.content.replace(/<[^>]*>/g, '').trim() && !/<(img|video)\b/i.test(value.content)) {
      return fail('content', 'validation.notice.content');
    }
  });
