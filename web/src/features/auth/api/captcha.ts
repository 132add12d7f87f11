import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaImage } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export const captchaQueryKey = ['auth', 'captcha'] as const;

/**
 * Each captcha is single-use: refetched after every attempt and dropped after a sign-in. It is kept
 * for a few seconds so that a quick remount of the login page shows it again rather than fetching
 * (and storing) another.
 */
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => callEndpoint(captchaImage, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10_000,
    retry: false,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
