import { noticeList } from '@sddp/shared';
import { route } from '#http/route';
import { listNotices } from '../data/notice-listing';
import { toNoticeRow } from './notice-row';

export const listNoticesRoute = route(noticeList, async ({ input, language }) => {
  const { rows, total } = await listNotices({ title: input.title, projectIds: input.projectIds }, input.page, input.limit);
  return { rows: rows.map((row) => toNoticeRow(row, language)), total };
});
