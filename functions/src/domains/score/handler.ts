import { scoreHistory, scoreList, scoreMine, scoreSuggested, scoreUpdate } from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-scores'), scoreList),
  ...routesIn(() => import('./routes/update-score'), scoreUpdate),
  ...routesIn(() => import('./routes/score-history'), scoreHistory),
  ...routesIn(() => import('./routes/my-scores'), scoreMine),
  ...routesIn(() => import('./routes/suggested-scores'), scoreSuggested),
];

export const handler = createDomainHandler(routes);
