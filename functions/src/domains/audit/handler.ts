import {
  auditBreakdown,
  auditBreakdownImport,
  auditBreakdownTemplate,
  auditBreakdownUpload,
  auditListDominantTerms,
  auditListFactoryClasses,
  auditListOrgRoles,
  auditListTypeClasses,
  auditListUserExtra,
  auditListUserRoles,
  auditMatrixExport,
  auditMatrixImport,
  auditMatrixList,
  auditMatrixUpload,
  auditSaveUserExtra,
  dashboardGlance,
  logExport,
  logList,
  userLogList,
  logSuggest,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-org-roles'), auditListOrgRoles),
  ...routesIn(() => import('./list-user-roles'), auditListUserRoles),
  ...routesIn(() => import('./list-dominant-terms'), auditListDominantTerms),
  ...routesIn(() => import('./list-factory-classes'), auditListFactoryClasses),
  ...routesIn(() => import('./list-type-classes'), auditListTypeClasses),
  ...routesIn(() => import('./list-user-extra'), auditListUserExtra),
  ...routesIn(() => import('./save-user-extra'), auditSaveUserExtra),
  ...routesIn(() => import('./matrix-list'), auditMatrixList),
  ...routesIn(() => import('./matrix-export'), auditMatrixExport),
  ...routesIn(() => import('./matrix-upload'), auditMatrixImport, auditMatrixUpload),
  ...routesIn(() => import('./breakdown-routes'), auditBreakdownImport, auditBreakdownTemplate, auditBreakdownUpload),
  ...routesIn(() => import('./get-breakdown'), auditBreakdown),
  ...routesIn(() => import('./log-list'), logList, userLogList),
  ...routesIn(() => import('./log-suggest'), logSuggest),
  ...routesIn(() => import('./log-export'), logExport),
  ...routesIn(() => import('./dashboard-glance'), dashboardGlance),
];

export const handler = createDomainHandler(routes);
