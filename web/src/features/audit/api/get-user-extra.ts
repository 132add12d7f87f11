import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditListUserExtra, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

export type UserExtraQuery = EndpointInput<typeof auditListUserExtra>;

export const userExtraQueryOptions = (query: UserExtraQuery) =>
  queryOptions({
    queryKey: [...auditKeys.assignment, query],
    queryFn: ({ signal }) => callEndpoint(auditListUserExtra, query, { signal }),
  });

export function useUserExtra(query: UserExtraQuery | undefined) {
  return useQuery({ ...userExtraQueryOptions(query ?? { projectId: 0, userId: 0, auditRole: '' }), enabled: query !== undefined });
}
