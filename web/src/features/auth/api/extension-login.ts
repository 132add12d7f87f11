import { useMutation } from '@tanstack/react-query';
import { extensionLogin } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Quiet: the form shows a failure inline (login-failure.tsx). */
export function useExtensionLoginMutation() {
  return useMutation({
    mutationFn: (input: { fenjihao: string; k: string }) => callEndpoint(extensionLogin, input, { quiet: true }),
  });
}
