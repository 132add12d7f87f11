import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { orgKeys } from './org-keys';

export type OrgUpdateInput = EndpointInput<typeof orgUpdate>;

export function useUpdateOrgMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgUpdateInput) => callEndpoint(orgUpdate, input),
    // Settled, not only success: a refused stale edit shows the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.lists }),
  });
}
