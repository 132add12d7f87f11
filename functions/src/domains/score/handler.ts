import { scoreHistory, scoreList, scoreMine, scoreUpdate } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-scores'), scoreList),
  ...routesIn(() => import('./update-score'), scoreUpdate),
  ...routesIn(() => import('./score-history'), scoreHistory),
  ...routesIn(() => import('./my-scores'), scoreMine),
];

export const handler = createDomainHandler(routes);
