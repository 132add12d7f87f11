import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditBreakdown } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from '../../api/audit-keys';

/** Under the audit key tree, so an applied import (which invalidates it) shows at once. */
export const breakdownQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...auditKeys.all, 'breakdown', projectId],
    queryFn: ({ signal }) => callEndpoint(auditBreakdown, { projectId }, { signal }),
  });

export function useBreakdown(projectId: number | undefined) {
  return useQuery({ ...breakdownQueryOptions(projectId ?? 0), enabled: projectId !== undefined });
}
