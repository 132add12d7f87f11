import { dhmcDetailList, dhmcExport, dhmcImport, dhmcImportUpload, dhmcProjectList, dhmcTemplate } from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-projects'), dhmcProjectList),
  ...routesIn(() => import('./routes/list-people'), dhmcDetailList),
  ...routesIn(() => import('./routes/export-people'), dhmcExport),
  ...routesIn(() => import('./routes/import-routes'), dhmcImport, dhmcImportUpload, dhmcTemplate),
];

export const handler = createDomainHandler(routes);
