import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userInfo, userProjectList, type AccessActor, type Permission } from '@sddp/shared';
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

/**
 * The signed-in account as the shared access rules take it (the server decides by the same rules); undefined
 * while loading. One object for as long as the account and its roles stay the same: list columns depend on it,
 * and a new object would rebuild every row's actions (and drop the focus of an opener whose dialog is open).
 */
export function useAccessActor(): AccessActor | undefined {
  const { data } = useQuery(userInfoQueryOptions());
  const id = data?.user.id;
  const orgId = data?.user.orgId;
  const roles = data?.roles.join(' ');
  return useMemo(
    () =>
      id === undefined || orgId === undefined || roles === undefined
        ? undefined
        : { user: { id, orgId }, permissions: roles.split(' ') as Permission[] },
    [id, orgId, roles],
  );
}
