import { deliveryClassRequirements, deliveryClassRequirementsList, deliveryClassRequirementsSave } from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(
    () => import('./routes/class-requirement-routes'),
    deliveryClassRequirementsList,
    deliveryClassRequirements,
    deliveryClassRequirementsSave,
  ),
];

export const handler = createDomainHandler(routes);
