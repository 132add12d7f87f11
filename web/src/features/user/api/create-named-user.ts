import { useMutation } from '@tanstack/react-query';
import { userSuppCreate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Add user, reading A: only a name; the server makes the login account and the temporary password. */
export type NamedUserCreateInput = EndpointInput<typeof userSuppCreate>;

export function useCreateNamedUserMutation() {
  return useMutation({ mutationFn: (input: NamedUserCreateInput) => callEndpoint(userSuppCreate, input) });
}
