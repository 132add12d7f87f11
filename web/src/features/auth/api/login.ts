import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, type AccountLoginInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { prehashPassword } from '@/lib/password-prehash';
import { captchaQueryKey } from './captcha';

/**
 * Takes the plain password and sends only its pre-hash. Quiet: the form shows every failure inline
 * until the next attempt, rather than in a toast that fades.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountLoginInput) => callEndpoint(login, { ...input, password: prehashPassword(input.password) }, { quiet: true }),
    // The captcha was consumed; the next visit to the login page needs a new one (a failed attempt
    // refreshes it in the form).
    onSuccess: () => queryClient.removeQueries({ queryKey: captchaQueryKey }),
  });
}
