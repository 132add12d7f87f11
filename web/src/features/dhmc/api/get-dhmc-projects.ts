import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dhmcProjectList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { dhmcKeys } from './dhmc-keys';

export type DhmcProjectsQuery = EndpointInput<typeof dhmcProjectList>;

export const dhmcProjectsQueryOptions = (query: DhmcProjectsQuery) =>
  queryOptions({
    queryKey: [...dhmcKeys.projects, query],
    queryFn: ({ signal }) => callEndpoint(dhmcProjectList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useDhmcProjects(query: DhmcProjectsQuery) {
  return useQuery(dhmcProjectsQueryOptions(query));
}
