import { useMutation } from '@tanstack/react-query';
import { userManageCreate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Add user, reading B. The list reloads 3 s after the save (spec §2.18), so the page invalidates it. */
export type UserCreateInput = EndpointInput<typeof userManageCreate>;

export function useCreateUserMutation() {
  return useMutation({ mutationFn: (input: UserCreateInput) => callEndpoint(userManageCreate, input) });
}
