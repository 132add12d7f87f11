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
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-users'), userSuppList, userList),
  ...routesIn(() => import('./routes/export-users-route'), userExport),
  ...routesIn(() => import('./routes/user-detail'), userDetail),
  ...routesIn(() => import('./routes/update-detail'), userUpdateDetail),
  ...routesIn(() => import('./routes/user-state'), userState, userSuppState),
  ...routesIn(() => import('./routes/reset-user'), userSuppReset, userReset),
  ...routesIn(() => import('./routes/sign-out-everywhere'), userSignOutEverywhere),
  ...routesIn(() => import('./routes/create-user'), userManageCreate),
  ...routesIn(() => import('./routes/create-supp-user'), userSuppCreate),
  ...routesIn(() => import('./routes/update-user'), userManageUpdate),
  ...routesIn(() => import('./routes/delete-user'), userManageDelete),
  ...routesIn(() => import('./routes/update-project-role'), userUpdateProjectRole),
  ...routesIn(() => import('./routes/admin-create-contractor'), userAdminCreateContractor),
  ...routesIn(() => import('./routes/admin-create-user'), userAdminCreate),
  ...routesIn(() => import('./routes/admin-update-sale'), userAdminUpdateSale),
  ...routesIn(() => import('./routes/admin-import-users'), userImport, userImportTemplate, userImportUpload),
];

export const handler = createDomainHandler(routes);
