import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userSuppList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** A supplier's primary account lists its organisation's accounts (/user/list1). */
export type SuppUserListQuery = EndpointInput<typeof userSuppList>;

export const suppUsersQueryOptions = (query: SuppUserListQuery) =>
  queryOptions({
    queryKey: [...userKeys.lists, 'supp', query],
    queryFn: ({ signal }) => callEndpoint(userSuppList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useSuppUsers(query: SuppUserListQuery, enabled = true) {
  return useQuery({ ...suppUsersQueryOptions(query), enabled });
}
