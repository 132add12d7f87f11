import { scoreHistory, scoreRowParts } from '@sddp/shared';
import { scoreHistoryOf } from '../data/score-records';
import { route } from '#http/types';

export const scoreHistoryRoute = route(scoreHistory, async ({ input }) => {
  const { orgId, projectId } = scoreRowParts(input.id);
  return { rows: await scoreHistoryOf(orgId, projectId) };
});
