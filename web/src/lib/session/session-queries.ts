import { userInfo, userProjectList } from '@sddp/shared';
import { queryOptions } from '@tanstack/react-query';
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
