import { dhmcDetailList, dhmcExport, dhmcImport, dhmcImportUpload, dhmcProjectList, dhmcTemplate } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-projects'), dhmcProjectList),
  ...routesIn(() => import('./list-people'), dhmcDetailList),
  ...routesIn(() => import('./export-people'), dhmcExport),
  ...routesIn(() => import('./import-routes'), dhmcImport, dhmcImportUpload, dhmcTemplate),
];

export const handler = createDomainHandler(routes);
