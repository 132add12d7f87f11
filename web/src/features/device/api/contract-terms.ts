import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractTerms, PAGE, projectListCbs, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export type ContractTermsRequest = EndpointInput<typeof contractTerms>;

export function useContractTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractTermsRequest) => callEndpoint(contractTerms, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** The contractors that have joined the project: those a contract of it may name. */
export const useProjectContractors = (projectId: number) =>
  useQuery({
    queryKey: [...deviceKeys.all, 'projectContractors', projectId],
    queryFn: async ({ signal }) =>
      (await callEndpoint(projectListCbs, { projectId, flag: 'y', page: PAGE.first, limit: PAGE.maxSize }, { signal })).rows,
  });
