import { scoreRowParts, scoreSuggested } from '@sddp/shared';
import { route } from '#http/route';
import { suggestedScores } from '../data/delivery-suggestions';

export const suggestedScoresRoute = route(scoreSuggested, async ({ input }) => {
  const { orgId, projectId } = scoreRowParts(input.id);
  return suggestedScores(orgId, projectId);
});
