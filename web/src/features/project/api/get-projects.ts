import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type ProjectListQuery = EndpointInput<typeof projectList>;

export const projectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: [...projectKeys.lists, query],
    queryFn: ({ signal }) => callEndpoint(projectList, query, { signal }),
    // The pager keeps its total while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useProjects(query: ProjectListQuery) {
  return useQuery(projectsQueryOptions(query));
}
