import { queryOptions, useQuery } from '@tanstack/react-query';
import { pumpDetail } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { pumpKeys } from './pump-keys';

export const pumpDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pumpKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(pumpDetail, { id }, { signal }),
  });

export function usePumpDetail(id: number) {
  return useQuery(pumpDetailQueryOptions(id));
}
