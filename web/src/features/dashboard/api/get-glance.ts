import { dashboardGlance } from '@sddp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
