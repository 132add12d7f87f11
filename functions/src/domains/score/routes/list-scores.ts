import { scoreList } from '@sddp/shared';
import { listScoreRows } from '../data/score-rows';
import { route } from '#http/types';

export const listScoresRoute = route(scoreList, async ({ input }) =>
  listScoreRows({ orgName: input.orgName, scoreMin: input.scoreMin, scoreMax: input.scoreMax }, input.page, input.limit),
);
