import { orgUpdate, type EndpointInput } from '@sddp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { orgKeys } from './org-keys';

export type OrgUpdateInput = EndpointInput<typeof orgUpdate>;

export function useUpdateOrgMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgUpdateInput) => callEndpoint(orgUpdate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.lists }),
  });
}
