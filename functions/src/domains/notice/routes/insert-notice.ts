import { noticeInsert } from '@sddp/shared';
import { route } from '#http/route';
import { insertNotice } from '../data/notices';
import { writtenFields } from './notice-fields';
import { toNoticeRow } from './notice-row';

export const insertNoticeRoute = route(noticeInsert, async ({ input, principal, language, setLogParams }) => {
  const fields = await writtenFields(input);
  const notice = await insertNotice({
    ...fields,
    createUser: principal.user.linkman || principal.user.userCode,
    createUserId: principal.user.id,
    createTime: new Date().toISOString(),
  });
  setLogParams({ title: notice.title });
  return toNoticeRow(notice, language);
});
