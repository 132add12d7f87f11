import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PASSWORD_POLICY, passwordPolicy, type PasswordPolicy } from '@sddp/shared';
import { applyPasswordPolicyMessages } from '@/i18n';
import { callEndpoint } from '../api-client';

export const passwordPolicyQueryKey = ['auth', 'password-policy'] as const;

/** The deployed policy, loaded once; its numbers also go into every password message. */
export const passwordPolicyQueryOptions = () =>
  queryOptions({
    queryKey: passwordPolicyQueryKey,
    queryFn: async ({ signal }) => {
      const policy = await callEndpoint(passwordPolicy, {}, { quiet: true, signal });
      applyPasswordPolicyMessages(policy);
      return policy;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Until the policy arrives (or when it cannot be read) the default applies; the server checks anyway. */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery(passwordPolicyQueryOptions());
  return data ?? DEFAULT_PASSWORD_POLICY;
}
