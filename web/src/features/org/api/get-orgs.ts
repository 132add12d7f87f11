import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orgList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { orgKeys } from './org-keys';

export type OrgListQuery = EndpointInput<typeof orgList>;

export const orgsQueryOptions = (query: OrgListQuery) =>
  queryOptions({
    queryKey: [...orgKeys.lists, query],
    queryFn: ({ signal }) => callEndpoint(orgList, query, { signal }),
    // The pager keeps its total while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useOrgs(query: OrgListQuery) {
  return useQuery(orgsQueryOptions(query));
}
