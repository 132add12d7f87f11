import { useMutation } from '@tanstack/react-query';
import { userManageUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Edit in the user managers' lists; the list reloads 3 s after the save (spec §2.18). */
export type UserUpdateInput = EndpointInput<typeof userManageUpdate>;

export function useUpdateUserMutation() {
  return useMutation({ mutationFn: (input: UserUpdateInput) => callEndpoint(userManageUpdate, input) });
}
