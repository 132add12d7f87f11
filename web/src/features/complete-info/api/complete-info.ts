import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { completeInfo, infoSmsCode, mailCode } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-queries';

export type CompleteInfoInput = z.input<typeof completeInfo.input>;

/**
 * Saves the contact details, then reloads the user info before resolving: the navigation guard
 * reads the cached info and would send the user straight back here without the new e-mail.
 */
export function useCompleteInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompleteInfoInput) => {
      await callEndpoint(completeInfo, input);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo, refetchType: 'all' });
    },
  });
}

export function requestInfoSms(phone: string): Promise<null> {
  return callEndpoint(infoSmsCode, { phone });
}

export function requestMailCode(email: string): Promise<null> {
  return callEndpoint(mailCode, { email });
}
