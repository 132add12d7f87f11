import { orgCreate, orgExport, orgImport, orgImportTemplate, orgImportUpload, orgList, orgState, orgUpdate } from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';

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
