import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditListDominantTerms, auditListFactoryClasses } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** Whose coverage, on which project and in which role; cbsId is the account's organisation. */
export interface CoverageQuery {
  projectId: number;
  userId: number;
  auditRole: string;
  cbsId: string;
}

export const dominantTermsQueryOptions = (query: CoverageQuery) =>
  queryOptions({
    queryKey: [...auditKeys.coverage, 'main', query],
    queryFn: ({ signal }) => callEndpoint(auditListDominantTerms, query, { signal }),
  });

export const factoryClassesQueryOptions = (query: CoverageQuery) =>
  queryOptions({
    queryKey: [...auditKeys.coverage, 'class', query],
    queryFn: ({ signal }) => callEndpoint(auditListFactoryClasses, query, { signal }),
  });

export const useDominantTerms = (query: CoverageQuery, enabled: boolean) => useQuery({ ...dominantTermsQueryOptions(query), enabled });
export const useFactoryClasses = (query: CoverageQuery, enabled: boolean) => useQuery({ ...factoryClassesQueryOptions(query), enabled });
