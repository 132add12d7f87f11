import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userUpdateDetail, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

export type UserDetailUpdate = EndpointInput<typeof userUpdateDetail>;

export function useUpdateUserDetailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserDetailUpdate) => callEndpoint(userUpdateDetail, input),
    // The lists and the detail (its version and recent operations) are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
