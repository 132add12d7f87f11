import { captchaImage } from '@sddp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Each captcha is single-use: never cached, refetched on demand. */
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'] as const,
    queryFn: ({ signal }) => callEndpoint(captchaImage, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
