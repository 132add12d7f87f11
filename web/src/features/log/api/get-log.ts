import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { logList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export type LogListQuery = EndpointInput<typeof logList>;

export const logQueryOptions = (query: LogListQuery) =>
  queryOptions({
    queryKey: ['log', 'list', query],
    queryFn: ({ signal }) => callEndpoint(logList, query, { signal }),
    // The pager keeps its total while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useLog(query: LogListQuery) {
  return useQuery(logQueryOptions(query));
}
