import {
  userAdminCreate,
  userAdminCreateContractor,
  userAdminUpdateSale,
  userDetail,
  userExport,
  userImport,
  userImportTemplate,
  userImportUpload,
  userList,
  userManageCreate,
  userManageDelete,
  userManageUpdate,
  userReset,
  userSignOutEverywhere,
  userState,
  userSuppCreate,
  userSuppList,
  userSuppReset,
  userSuppState,
  userUpdateDetail,
  userUpdateProjectRole,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-users'), userSuppList, userList),
  ...routesIn(() => import('./export-users-route'), userExport),
  ...routesIn(() => import('./user-detail'), userDetail),
  ...routesIn(() => import('./update-detail'), userUpdateDetail),
  ...routesIn(() => import('./user-state'), userState, userSuppState),
  ...routesIn(() => import('./reset-user'), userSuppReset, userReset),
  ...routesIn(() => import('./sign-out-everywhere'), userSignOutEverywhere),
  ...routesIn(() => import('./create-user'), userManageCreate),
  ...routesIn(() => import('./create-supp-user'), userSuppCreate),
  ...routesIn(() => import('./update-user'), userManageUpdate),
  ...routesIn(() => import('./delete-user'), userManageDelete),
  ...routesIn(() => import('./update-project-role'), userUpdateProjectRole),
  ...routesIn(() => import('./admin-create-contractor'), userAdminCreateContractor),
  ...routesIn(() => import('./admin-create-user'), userAdminCreate),
  ...routesIn(() => import('./admin-update-sale'), userAdminUpdateSale),
  ...routesIn(() => import('./admin-import-users'), userImport, userImportTemplate, userImportUpload),
];

export const handler = createDomainHandler(routes);
