import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectUserProjectCbsList } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userProjectKeys } from './user-project-keys';

export const userProjectTreeQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userProjectKeys.tree(userId),
    queryFn: ({ signal }) => callEndpoint(projectUserProjectCbsList, { userId }, { signal }),
    staleTime: 0,
    // An edit in progress is never reset by a background refetch.
    refetchOnWindowFocus: false,
  });

export function useUserProjectTree(userId: number) {
  return useQuery(userProjectTreeQueryOptions(userId));
}
