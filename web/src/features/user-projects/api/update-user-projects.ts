import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectUserProjectUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { userProjectKeys } from './user-project-keys';

export type UserProjectsUpdate = EndpointInput<typeof projectUserProjectUpdate>;

/** Replaces the account's projects; the user lists (any screen's) and this tree reload. */
export function useUpdateUserProjectsMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserProjectsUpdate) => callEndpoint(projectUserProjectUpdate, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userProjectKeys.userQueries }),
        queryClient.invalidateQueries({ queryKey: userProjectKeys.tree(userId) }),
      ]),
  });
}
