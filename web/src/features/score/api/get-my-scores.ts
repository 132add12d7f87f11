import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreMine } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { scoreKeys } from './score-keys';

export const myScoresQueryOptions = () =>
  queryOptions({
    queryKey: scoreKeys.mine,
    queryFn: ({ signal }) => callEndpoint(scoreMine, {}, { signal }),
  });

export function useMyScores() {
  return useQuery(myScoresQueryOptions());
}
