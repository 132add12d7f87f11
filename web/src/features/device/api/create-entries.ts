import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractCreate, tagCreate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export type ContractCreateRequest = EndpointInput<typeof contractCreate>;
export type TagCreateRequest = EndpointInput<typeof tagCreate>;

export function useCreateContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractCreateRequest) => callEndpoint(contractCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

export function useCreateTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TagCreateRequest) => callEndpoint(tagCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
