import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgState, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { orgKeys } from './org-keys';

/** state 'y' enables, 'n' disables (spec §4). */
export type OrgStateInput = EndpointInput<typeof orgState>;

export function useChangeOrgStateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgStateInput) => callEndpoint(orgState, input),
    // Settled, not only success: a refused stale edit shows the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.lists }),
  });
}
