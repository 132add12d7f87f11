import { createDomainHandler } from '../../lib/http/domain-handler';
import { breakdownImportRoute, breakdownTemplateRoute, breakdownUploadRoute } from './breakdown-routes';
import { dashboardGlanceRoute } from './dashboard-glance';
import { getBreakdownRoute } from './get-breakdown';
import { listDominantTermsRoute } from './list-dominant-terms';
import { listFactoryClassesRoute } from './list-factory-classes';
import { listOrgRolesRoute } from './list-org-roles';
import { listTypeClassesRoute } from './list-type-classes';
import { listUserExtraRoute } from './list-user-extra';
import { listUserRolesRoute } from './list-user-roles';
import { logExportRoute } from './log-export';
import { logListRoute } from './log-list';
import { logSuggestRoute } from './log-suggest';
import { matrixExportRoute } from './matrix-export';
import { matrixListRoute } from './matrix-list';
import { matrixImportRoute, matrixUploadRoute } from './matrix-upload';
import { saveUserExtraRoute } from './save-user-extra';

export const routes = [
  listOrgRolesRoute,
  listUserRolesRoute,
  listDominantTermsRoute,
  listFactoryClassesRoute,
  listTypeClassesRoute,
  listUserExtraRoute,
  saveUserExtraRoute,
  matrixListRoute,
  matrixExportRoute,
  matrixUploadRoute,
  matrixImportRoute,
  breakdownTemplateRoute,
  breakdownUploadRoute,
  breakdownImportRoute,
  getBreakdownRoute,
  logListRoute,
  logSuggestRoute,
  logExportRoute,
  dashboardGlanceRoute,
];

export const handler = createDomainHandler(routes);
