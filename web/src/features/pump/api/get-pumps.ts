import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pumpList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { pumpKeys } from './pump-keys';

export type PumpListQuery = EndpointInput<typeof pumpList>;

export const pumpsQueryOptions = (query: PumpListQuery) =>
  queryOptions({
    queryKey: [...pumpKeys.lists, query],
    queryFn: ({ signal }) => callEndpoint(pumpList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePumps(query: PumpListQuery) {
  return useQuery(pumpsQueryOptions(query));
}
