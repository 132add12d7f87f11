import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userState, userSuppState, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import type { UserAudience } from './user-audience';
import { userKeys } from './user-keys';

/** state 'y' enables, 'n' disables (spec §4); disabling ends the account's sessions on the server. */
export type UserStateInput = EndpointInput<typeof userState>;

const ENDPOINT = { manage: userState, supp: userSuppState } as const;

export function useChangeUserStateMutation(audience: UserAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserStateInput) => callEndpoint(ENDPOINT[audience], input),
    // Settled, not only success: a refused stale change shows the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
