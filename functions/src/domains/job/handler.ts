import { jobStatus } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [...routesIn(() => import('./job-status'), jobStatus)];

export const handler = createDomainHandler(routes);
