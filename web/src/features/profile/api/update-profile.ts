import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { updateProfile } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-queries';

export type ProfileInput = z.input<typeof updateProfile.input>;

/** Saves the profile card; the user info is reloaded so every screen shows the new details. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => callEndpoint(updateProfile, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo }),
  });
}
