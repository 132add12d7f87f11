import { useQuery } from '@tanstack/react-query';
import { scoreSuggested } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { scoreKeys } from './score-keys';

/** What the delivery data suggests for the row's timeliness and completeness (issue 29). */
export const useSuggestedScores = (id: number) =>
  useQuery({ queryKey: scoreKeys.suggested(id), queryFn: ({ signal }) => callEndpoint(scoreSuggested, { id }, { signal }) });
