import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeCancel, noticeTop, type NoticeRow } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

export type NoticeFlag = 'topFlg' | 'cancelFlg';

export interface NoticeFlagChange {
  notice: NoticeRow;
  flag: NoticeFlag;
}

/** Flips the row's pin or publish flag, sending the row's version; settles by refreshing lists and inboxes. */
export function useSetNoticeFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notice, flag }: NoticeFlagChange) => {
      const next = notice[flag] === '1' ? '0' : '1';
      return flag === 'topFlg'
        ? callEndpoint(noticeTop, { id: notice.id, topFlg: next, version: notice.version })
        : callEndpoint(noticeCancel, { id: notice.id, cancelFlg: next, version: notice.version });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
