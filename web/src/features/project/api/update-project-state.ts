import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectUpdateState, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type ProjectStateInput = EndpointInput<typeof projectUpdateState>;

export function useUpdateProjectStateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectStateInput) => callEndpoint(projectUpdateState, input),
    // Settled, not only success: a refused stale edit shows the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
