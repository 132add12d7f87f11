import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export type ItemUpdateRequest = EndpointInput<typeof itemUpdate>;

export function useUpdateItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemUpdateRequest) => callEndpoint(itemUpdate, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
