import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditListUserRoles } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

export const userAuditRolesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: auditKeys.userRoles(userId),
    queryFn: ({ signal }) => callEndpoint(auditListUserRoles, { userId }, { signal }),
  });

export function useUserAuditRoles(userId: number, enabled: boolean) {
  return useQuery({ ...userAuditRolesQueryOptions(userId), enabled });
}
