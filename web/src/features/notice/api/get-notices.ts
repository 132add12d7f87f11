import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

export type NoticeListQuery = EndpointInput<typeof noticeList>;

export const noticesQueryOptions = (query: NoticeListQuery) =>
  queryOptions({
    queryKey: [...noticeKeys.lists, query],
    queryFn: ({ signal }) => callEndpoint(noticeList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useNotices = (query: NoticeListQuery) => useQuery(noticesQueryOptions(query));
