import { scoreList } from '@sddp/shared';
import { route } from '#http/route';
import { listScoreRows } from '../data/score-rows';

export const listScoresRoute = route(scoreList, async ({ input }) =>
  listScoreRows({ orgName: input.orgName, scoreMin: input.scoreMin, scoreMax: input.scoreMax }, input.page, input.limit),
);
