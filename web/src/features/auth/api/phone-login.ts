import { useMutation } from '@tanstack/react-query';
import { phoneLogin, smsLoginCode } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Quiet: the form shows a failure inline (login-failure.tsx). */
export function usePhoneLoginMutation() {
  return useMutation({
    mutationFn: (input: { phone: string; phoneCaptcha: string }) => callEndpoint(phoneLogin, input, { quiet: true }),
  });
}

/** Sends the sign-in SMS; a 429 (asked again too early) is shown by the API client. */
export function requestLoginSms(phone: string): Promise<null> {
  return callEndpoint(smsLoginCode, { phone });
}
