import { useMutation } from '@tanstack/react-query';
import { findPasswordUpdate, forgotPassword } from '@sddp/shared';
import type { PasswordPair } from '@/lib/account/change-password';
import { callEndpoint } from '@/lib/api-client';

/** Sets a new password with the key from the e-mailed link; the key works once. */
export function resetForgottenPassword(input: PasswordPair & { key: string }): Promise<null> {
  return callEndpoint(findPasswordUpdate, input);
}

/** Asks for the reset link; the answer is the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: { userCode: string; email: string }) => callEndpoint(forgotPassword, input),
  });
}
