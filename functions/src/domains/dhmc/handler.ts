import { dhmcDetailList, dhmcExport, dhmcImport, dhmcImportUpload, dhmcProjectList, dhmcTemplate } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-projects'), dhmcProjectList),
  ...routesIn(() => import('./list-people'), dhmcDetailList),
  ...routesIn(() => import('./export-people'), dhmcExport),
  ...routesIn(() => import('./import-routes'), dhmcImport, dhmcImportUpload, dhmcTemplate),
];

export const handler = createDomainHandler(routes);
