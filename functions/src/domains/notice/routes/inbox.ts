import { noticeInbox, noticeOpen, noticeProjectLatest, noticeUnread } from '@sddp/shared';
import { markNoticeRead, readNoticeIds } from '#entities/notice-read';
import { unreadPersonalNoticeCount } from '#entities/personal-notice';
import { route } from '#http/route';
import { type Principal } from '#http/types';
import { pageOf } from '#kit/list-index';
import { noticesFor, type Reader } from '../data/notice-listing';
import { noticeNotFound, requireNotice } from '../data/notices';
import { withSignedMedia } from './media-links';
import { toInboxRow } from './notice-row';

const readerOf = (principal: Principal): Reader => ({
  projectIds: principal.projectIds,
  userRole: principal.user.userRole,
  orgId: principal.user.orgId,
});

/** What is addressed to the caller, pinned first then newest, each marked read or not (docs/data-model.md "Notices"). */
export const inboxRoute = route(noticeInbox, async ({ input, principal, language }) => {
  const [addressed, read] = await Promise.all([noticesFor(readerOf(principal)), readNoticeIds(principal.user.id)]);
  const { rows, total } = pageOf(addressed, input.page, input.limit);
  return { rows: rows.map((notice) => toInboxRow(notice, language, read.has(notice.id))), total };
});

/** The bell: unread notices addressed to the caller, and the caller's unread personal notices (counted up to PERSONAL_UNREAD_CAP). */
export const unreadRoute = route(noticeUnread, async ({ principal }) => {
  const [addressed, read, personal] = await Promise.all([
    noticesFor(readerOf(principal)),
    readNoticeIds(principal.user.id),
    unreadPersonalNoticeCount(principal.user.id),
  ]);
  return { count: addressed.filter((notice) => !read.has(notice.id)).length + personal };
});

/** Only a notice addressed to the caller opens (any other is 404, withdrawn ones too); opening marks it read. */
export const openRoute = route(noticeOpen, async ({ input, principal, language }) => {
  const listed = (await noticesFor(readerOf(principal))).find((notice) => notice.id === input.id);
  if (!listed) throw noticeNotFound();
  const [notice] = await Promise.all([requireNotice(input.id), markNoticeRead(principal.user.id, input.id)]);
  return { ...toInboxRow(notice, language, true), content: await withSignedMedia(notice.content) };
});

/** The project home: for each of the caller's projects, its latest notices addressed to the caller. */
export const projectLatestRoute = route(noticeProjectLatest, async ({ input, principal, language }) => {
  const [addressed, read] = await Promise.all([noticesFor(readerOf(principal)), readNoticeIds(principal.user.id)]);
  return principal.projectIds.map((projectId) => ({
    projectId,
    notices: addressed
      .filter((notice) => notice.projectIds.has(projectId))
      .slice(0, input.limit)
      .map((notice) => toInboxRow(notice, language, read.has(notice.id))),
  }));
});
