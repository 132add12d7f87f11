import { createDomainHandler } from '../../lib/http/domain-handler';
import { adminCreateContractorRoute } from './admin-create-contractor';
import { adminCreateUserRoute } from './admin-create-user';
import { userImportRoute, userImportTemplateRoute, userImportUploadRoute } from './admin-import-users';
import { adminUpdateSaleRoute } from './admin-update-sale';
import { createSuppUserRoute } from './create-supp-user';
import { createUserRoute } from './create-user';
import { deleteUserRoute } from './delete-user';
import { exportUsersRoute } from './export-users-route';
import { listSuppUsersRoute, listUsersRoute } from './list-users';
import { resetSuppUserRoute, resetUserRoute } from './reset-user';
import { signOutEverywhereRoute } from './sign-out-everywhere';
import { updateDetailRoute } from './update-detail';
import { updateProjectRole } from './update-project-role';
import { updateUserRoute } from './update-user';
import { userDetailRoute } from './user-detail';
import { userStateRoute, userSuppStateRoute } from './user-state';

export const routes = [
  listUsersRoute,
  exportUsersRoute,
  listSuppUsersRoute,
  userDetailRoute,
  updateDetailRoute,
  userStateRoute,
  userSuppStateRoute,
  resetUserRoute,
  resetSuppUserRoute,
  signOutEverywhereRoute,
  createUserRoute,
  createSuppUserRoute,
  updateUserRoute,
  deleteUserRoute,
  updateProjectRole,
  adminCreateContractorRoute,
  adminCreateUserRoute,
  adminUpdateSaleRoute,
  userImportUploadRoute,
  userImportRoute,
  userImportTemplateRoute,
];

export const handler = createDomainHandler(routes);
