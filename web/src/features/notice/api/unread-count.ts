import { useQuery } from '@tanstack/react-query';
import { noticeUnread } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/** How often the bell asks again while the app is open. */
const UNREAD_REFRESH_MS = 60_000;

/** The bell's count, on every signed-in screen: apart from the inbox's calls, which load with the notice screens. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: [...noticeKeys.inbox, 'unread'],
    queryFn: ({ signal }) => callEndpoint(noticeUnread, {}, { signal, quiet: true }),
    refetchInterval: UNREAD_REFRESH_MS,
  });
