import { orgCreate, orgExport, orgImport, orgImportTemplate, orgImportUpload, orgList, orgState, orgUpdate } from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-orgs'), orgList),
  ...routesIn(() => import('./routes/create-org'), orgCreate),
  ...routesIn(() => import('./routes/update-org'), orgUpdate),
  ...routesIn(() => import('./routes/org-state'), orgState),
  ...routesIn(() => import('./routes/import-upload'), orgImportUpload),
  ...routesIn(() => import('./routes/import-suppliers'), orgImport),
  ...routesIn(() => import('./routes/export-orgs-route'), orgExport),
  ...routesIn(() => import('./routes/import-template'), orgImportTemplate),
];

export const handler = createDomainHandler(routes);
