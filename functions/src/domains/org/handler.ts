import { orgCreate, orgExport, orgImport, orgImportTemplate, orgImportUpload, orgList, orgState, orgUpdate } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-orgs'), orgList),
  ...routesIn(() => import('./create-org'), orgCreate),
  ...routesIn(() => import('./update-org'), orgUpdate),
  ...routesIn(() => import('./org-state'), orgState),
  ...routesIn(() => import('./import-upload'), orgImportUpload),
  ...routesIn(() => import('./import-suppliers'), orgImport),
  ...routesIn(() => import('./export-orgs-route'), orgExport),
  ...routesIn(() => import('./import-template'), orgImportTemplate),
];

export const handler = createDomainHandler(routes);
