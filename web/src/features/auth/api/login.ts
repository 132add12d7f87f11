import { login, type AccountLoginInput } from '@sddp/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { hashPassword } from '@/lib/password-hash';

/** Takes the plain password and sends only its pre-hash. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: AccountLoginInput) => callEndpoint(login, { ...input, password: hashPassword(input.password) }),
  });
}
