import { noticeDetail } from '@sddp/shared';
import { route } from '#http/route';
import { requireNotice } from '../data/notices';
import { withSignedMedia } from './media-links';
import { toNoticeRow } from './notice-row';

/** The editor's notice by id: its lists as lists, its content with media links signed now. */
export const noticeDetailRoute = route(noticeDetail, async ({ input, language }) => {
  const notice = await requireNotice(input.id);
  return {
    ...toNoticeRow(notice, language),
    content: await withSignedMedia(notice.content),
    projectIdList: notice.projects.map((project) => project.id),
    scopeRoleList: notice.scopeRoles,
    scopeOrgList: notice.scopeOrgs.map(({ orgCode, orgName }) => ({ orgCode, orgName })),
  };
});
