import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { scoreKeys } from './score-keys';

export type ScoreUpdate = EndpointInput<typeof scoreUpdate>;

export function useUpdateScoreMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoreUpdate) => callEndpoint(scoreUpdate, input),
    // Settled, not only success: a refused stale edit shows the list and history as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scoreKeys.all }),
  });
}
