import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDetail } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const userDetailQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => callEndpoint(userDetail, { userId }, { signal }),
  });

export function useUserDetail(userId: number) {
  return useQuery(userDetailQueryOptions(userId));
}
