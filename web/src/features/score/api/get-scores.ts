import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scoreList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { scoreKeys } from './score-keys';

export type ScoreListQuery = EndpointInput<typeof scoreList>;

export const scoresQueryOptions = (query: ScoreListQuery) =>
  queryOptions({
    queryKey: [...scoreKeys.lists, query],
    queryFn: ({ signal }) => callEndpoint(scoreList, query, { signal }),
    // The pager keeps its total while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useScores(query: ScoreListQuery) {
  return useQuery(scoresQueryOptions(query));
}
