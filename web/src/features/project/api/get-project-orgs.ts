import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type projectListOrg, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import type { OrgKind } from '../org-kind';
import { projectKeys } from './project-keys';
import { PROJECT_ORG_ENDPOINTS } from './project-org-endpoints';

/** The same query for both kinds; `flag` already in the kind's spelling (see wireFlag). */
export type ProjectOrgQuery = EndpointInput<typeof projectListOrg>;

export const projectOrgsQueryOptions = (kind: OrgKind, query: ProjectOrgQuery) =>
  queryOptions({
    queryKey: [...projectKeys.orgLists(kind), query],
    queryFn: ({ signal }) => callEndpoint(PROJECT_ORG_ENDPOINTS[kind].list, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useProjectOrgs(kind: OrgKind, query: ProjectOrgQuery) {
  return useQuery(projectOrgsQueryOptions(kind, query));
}
