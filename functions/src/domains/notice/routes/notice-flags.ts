import { formatMessage, noticeCancel, noticeTop, type MessageKey } from '@sddp/shared';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import type { NoticeIndexRow } from '../data/notice-record';
import { editNotice } from '../data/notices';
import { toNoticeRow } from './notice-row';

/**
 * A flag set to the value asked (setting the one it has writes nothing), checked against the
 * version of the row the admin clicked. The log names the new state in zh, as every log row does.
 */
type FlagField = 'topFlg' | 'cancelFlg';
type FlagInput = { id: number; version?: number | undefined } & Partial<Record<FlagField, '0' | '1'>>;

const flagRoute = (endpoint: typeof noticeTop | typeof noticeCancel, field: FlagField, labels: Record<'0' | '1', MessageKey>) =>
  route(endpoint as typeof noticeTop, async ({ input, language, setLogParams }) => {
    const asked: FlagInput = input;
    const edit = editNotice(asked.id, { expectedVersion: asked.version, change: () => ({ [field]: asked[field] }) });
    const notice = await presentingStale(edit, (current: NoticeIndexRow) => toNoticeRow(current, language));
    setLogParams({ title: notice.title, state: formatMessage('zh', labels[notice[field]]) });
    return toNoticeRow(notice, language);
  });

export const noticeTopRoute = flagRoute(noticeTop, 'topFlg', { '1': 'notice.top.pinned', '0': 'notice.top.notPinned' });

/** Withdraw (1) takes the notice out of every inbox at once; send (0) puts it back. */
export const noticeCancelRoute = flagRoute(noticeCancel, 'cancelFlg', { '1': 'notice.cancel.withdrawn', '0': 'notice.cancel.published' });
