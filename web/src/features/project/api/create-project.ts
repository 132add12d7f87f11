import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectCreate, type ProjectCreateInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreateInput) => callEndpoint(projectCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
