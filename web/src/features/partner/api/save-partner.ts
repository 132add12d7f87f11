import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerRotate, partnerSave, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

/** Quiet: the form maps field errors and shows the rest itself. */
export function useSavePartnerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof partnerSave>) => callEndpoint(partnerSave, input, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.list }),
  });
}

export function useRotatePartnerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(partnerRotate, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.list }),
  });
}
