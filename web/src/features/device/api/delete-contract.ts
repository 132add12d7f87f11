import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractDelete, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export function useDeleteContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof contractDelete>) => callEndpoint(contractDelete, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
