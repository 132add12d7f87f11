import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeOrgOptions, noticeProjectOptions, noticeRoles } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

export const noticeProjectsQueryOptions = () =>
  queryOptions({
    queryKey: [...noticeKeys.options, 'projects'],
    queryFn: ({ signal }) => callEndpoint(noticeProjectOptions, {}, { signal }),
    staleTime: 60_000,
  });
export const useNoticeProjects = () => useQuery(noticeProjectsQueryOptions());

/** The role table; the server searches name and detail in the reader's language. */
export const useNoticeRoles = (roleName: string, language: string) =>
  useQuery({
    queryKey: [...noticeKeys.options, 'roles', roleName, language],
    queryFn: ({ signal }) => callEndpoint(noticeRoles, { roleName }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The remote organisation search of the scope; nothing is asked until something is typed. */
export const useNoticeOrgSearch = (orgName: string) =>
  useQuery({
    queryKey: [...noticeKeys.options, 'orgs', orgName],
    queryFn: ({ signal }) => callEndpoint(noticeOrgOptions, { orgName }, { signal }),
    enabled: orgName.trim() !== '',
    placeholderData: keepPreviousData,
  });
