import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgCreate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { orgKeys } from './org-keys';

/** Without orgType the server takes a standard supplier with an eight-digit code. */
export type OrgCreateInput = EndpointInput<typeof orgCreate>;

export function useCreateOrgMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgCreateInput) => callEndpoint(orgCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.lists }),
  });
}
