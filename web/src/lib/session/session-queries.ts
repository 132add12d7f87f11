import { userInfo, userProjectList, type AccessActor } from '@sddp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';

export const sessionKeys = {
  all: ['session'] as const,
  userInfo: ['session', 'user-info'] as const,
  projects: ['session', 'user-project-list'] as const,
};

/** Loaded by the navigation guard, which reports its own errors; cached until logout. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.userInfo,
    queryFn: ({ signal }) => callEndpoint(userInfo, {}, { quiet: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const userProjectListQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.projects,
    queryFn: ({ signal }) => callEndpoint(userProjectList, {}, { quiet: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in account as the shared access rules take it (the server decides by the same rules); undefined while loading. */
export function useAccessActor(): AccessActor | undefined {
  const { data } = useQuery({ ...userInfoQueryOptions(), select: (info) => ({ user: info.user, permissions: info.roles }) });
  return data;
}
