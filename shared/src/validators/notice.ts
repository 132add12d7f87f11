import { z } from 'zod';

/** Checked in the order of spec §5: title, projects, scope, content. */
export const noticeInput = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    title: z.string().trim(),
    projectIds: z.array(z.coerce.number().int().positive()),
    scopeType: z.enum(['0', '1']),
    scopeRoles: z.array(z.enum(['10', '20', '90'])),
    scopeOrgs: z.array(z.string().trim().min(1)),
    topFlg: z.enum(['0', '1']).default('1'),
    content: z.string(),
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
