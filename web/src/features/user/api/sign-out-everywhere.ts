import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSignOutEverywhere } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Ends every session of the account now. */
export function useSignOutEverywhereMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callEndpoint(userSignOutEverywhere, { userId }),
    onSettled: (_data, _error, userId) => queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
  });
}
