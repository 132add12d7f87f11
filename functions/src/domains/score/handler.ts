import { createDomainHandler } from '../../lib/http/domain-handler';
import { listScoresRoute } from './list-scores';
import { myScoresRoute } from './my-scores';
import { scoreHistoryRoute } from './score-history';
import { updateScoreRoute } from './update-score';

export const routes = [listScoresRoute, updateScoreRoute, scoreHistoryRoute, myScoresRoute];

export const handler = createDomainHandler(routes);
