import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditMatrixList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

export type AuditMatrixQuery = EndpointInput<typeof auditMatrixList>;

export const auditMatrixQueryOptions = (query: AuditMatrixQuery) =>
  queryOptions({
    queryKey: [...auditKeys.matrix, query],
    queryFn: ({ signal }) => callEndpoint(auditMatrixList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAuditMatrix(query: AuditMatrixQuery) {
  return useQuery(auditMatrixQueryOptions(query));
}
