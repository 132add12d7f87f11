import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** The administrator's all-users list, or a user manager's own organisation (the server decides). */
export type UserListQuery = EndpointInput<typeof userList>;

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...userKeys.lists, 'manage', query],
    queryFn: ({ signal }) => callEndpoint(userList, query, { signal }),
    // The pager keeps its total while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListQuery, enabled = true) {
  return useQuery({ ...usersQueryOptions(query), enabled });
}
