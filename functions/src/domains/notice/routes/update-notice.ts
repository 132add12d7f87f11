import { noticeUpdate } from '@sddp/shared';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { editNotice } from '../data/notices';
import { writtenFields } from './notice-fields';
import { toNoticeRow } from './notice-row';

export const updateNoticeRoute = route(noticeUpdate, async ({ input, language, setLogParams }) => {
  const fields = await writtenFields(input);
  const edit = editNotice(input.id, { expectedVersion: input.version, change: () => fields });
  const notice = await presentingStale(edit, (current: Parameters<typeof toNoticeRow>[0]) => toNoticeRow(current, language));
  setLogParams({ title: notice.title });
  return toNoticeRow(notice, language);
});
