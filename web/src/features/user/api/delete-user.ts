import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userManageDelete } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Deletes the account with its sessions, project and audit assignments; the list refreshes (spec §8). */
export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callEndpoint(userManageDelete, { userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
