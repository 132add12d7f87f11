import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryClassRequirementsSave, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

export type ClassRequirementsSaveRequest = EndpointInput<typeof deliveryClassRequirementsSave>;

export function useSaveClassRequirementsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassRequirementsSaveRequest) => callEndpoint(deliveryClassRequirementsSave, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
