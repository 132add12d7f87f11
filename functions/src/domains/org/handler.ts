import { createDomainHandler } from '../../lib/http/domain-handler';
import { createOrgRoute } from './create-org';
import { exportOrgsRoute } from './export-orgs-route';
import { importSuppliersRoute } from './import-suppliers';
import { importTemplateRoute } from './import-template';
import { importUploadRoute } from './import-upload';
import { listOrgsRoute } from './list-orgs';
import { orgStateRoute } from './org-state';
import { updateOrgRoute } from './update-org';

export const routes = [
  listOrgsRoute,
  createOrgRoute,
  updateOrgRoute,
  orgStateRoute,
  importUploadRoute,
  importSuppliersRoute,
  exportOrgsRoute,
  importTemplateRoute,
];

export const handler = createDomainHandler(routes);
