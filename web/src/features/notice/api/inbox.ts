import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeInbox, noticeOpen, noticeProjectLatest, noticeUnread, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/** How often the bell asks again while the app is open. */
const UNREAD_REFRESH_MS = 60_000;

export const useUnreadCount = () =>
  useQuery({
    queryKey: [...noticeKeys.inbox, 'unread'],
    queryFn: ({ signal }) => callEndpoint(noticeUnread, {}, { signal, quiet: true }),
    refetchInterval: UNREAD_REFRESH_MS,
  });

export const inboxQueryOptions = (query: EndpointInput<typeof noticeInbox>) =>
  queryOptions({
    queryKey: [...noticeKeys.inbox, 'list', query],
    queryFn: ({ signal }) => callEndpoint(noticeInbox, query, { signal }),
    placeholderData: keepPreviousData,
  });
export const useInbox = (query: EndpointInput<typeof noticeInbox>) => useQuery(inboxQueryOptions(query));

export const useProjectNotices = () =>
  useQuery({
    queryKey: [...noticeKeys.inbox, 'projects'],
    queryFn: ({ signal }) => callEndpoint(noticeProjectLatest, { limit: 3 }, { signal, quiet: true }),
  });

/** Opening marks read: the bell, the inbox and the project home refresh. */
export function useOpenNoticeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(noticeOpen, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.inbox }),
  });
}
