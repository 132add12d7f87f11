import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractHandOver, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export function useHandOverContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof contractHandOver>) => callEndpoint(contractHandOver, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
