import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreHistory } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { scoreKeys } from './score-keys';

export const scoreHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scoreKeys.history(id),
    queryFn: ({ signal }) => callEndpoint(scoreHistory, { id }, { signal }),
  });

export function useScoreHistory(id: number) {
  return useQuery(scoreHistoryQueryOptions(id));
}
