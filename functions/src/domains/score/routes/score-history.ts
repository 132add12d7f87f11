import { scoreHistory, scoreRowParts } from '@sddp/shared';
import { route } from '#http/route';
import { scoreHistoryOf } from '../data/score-records';

export const scoreHistoryRoute = route(scoreHistory, async ({ input }) => {
  const { orgId, projectId } = scoreRowParts(input.id);
  return { rows: await scoreHistoryOf(orgId, projectId) };
});
