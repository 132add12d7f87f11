import { partnerList } from '@sddp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.list, queryFn: ({ signal }) => callEndpoint(partnerList, {}, { signal }) });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
