import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeInbox, noticeOpen, noticeProjectLatest, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

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
