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
  dashboardDelivery,
  dashboardGlance,
  logExport,
  logList,
  userLogList,
  logSuggest,
} from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-org-roles'), auditListOrgRoles),
  ...routesIn(() => import('./routes/list-user-roles'), auditListUserRoles),
  ...routesIn(() => import('./routes/list-dominant-terms'), auditListDominantTerms),
  ...routesIn(() => import('./routes/list-factory-classes'), auditListFactoryClasses),
  ...routesIn(() => import('./routes/list-type-classes'), auditListTypeClasses),
  ...routesIn(() => import('./routes/list-user-extra'), auditListUserExtra),
  ...routesIn(() => import('./routes/save-user-extra'), auditSaveUserExtra),
  ...routesIn(() => import('./routes/matrix-list'), auditMatrixList),
  ...routesIn(() => import('./routes/matrix-export'), auditMatrixExport),
  ...routesIn(() => import('./routes/matrix-upload'), auditMatrixImport, auditMatrixUpload),
  ...routesIn(() => import('./routes/breakdown-routes'), auditBreakdownImport, auditBreakdownTemplate, auditBreakdownUpload),
  ...routesIn(() => import('./routes/get-breakdown'), auditBreakdown),
  ...routesIn(() => import('./routes/log-list'), logList, userLogList),
  ...routesIn(() => import('./routes/log-suggest'), logSuggest),
  ...routesIn(() => import('./routes/log-export'), logExport),
  ...routesIn(() => import('./routes/dashboard-glance'), dashboardGlance),
  ...routesIn(() => import('./routes/dashboard-delivery'), dashboardDelivery),
];

export const handler = createDomainHandler(routes);
