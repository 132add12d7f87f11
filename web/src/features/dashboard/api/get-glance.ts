import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardGlance } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export const glanceKeys = { all: ['dashboard', 'glance'] as const };

export const glanceQueryOptions = () =>
  queryOptions({
    queryKey: glanceKeys.all,
    queryFn: ({ signal }) => callEndpoint(dashboardGlance, {}, { signal }),
  });

export function useGlance() {
  return useQuery(glanceQueryOptions());
}
