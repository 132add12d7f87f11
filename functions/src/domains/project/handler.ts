import { createDomainHandler } from '../../lib/http/domain-handler';
import { createProjectRoute } from './create-project';
import { listProjectContractorsRoute, listProjectSuppliersRoute } from './list-project-orgs';
import { listProjectsRoute } from './list-projects';
import { addCbsRoute, addOrgRoute, removeCbsRoute, removeOrgRoute } from './project-links';
import { sendPasswordAllRoute, sendPasswordSingleRoute } from './send-passwords';
import { updateStateRoute } from './update-state';

export const routes = [
  listProjectsRoute,
  createProjectRoute,
  updateStateRoute,
  listProjectSuppliersRoute,
  listProjectContractorsRoute,
  addOrgRoute,
  removeOrgRoute,
  addCbsRoute,
  removeCbsRoute,
  sendPasswordSingleRoute,
  sendPasswordAllRoute,
];

export const handler = createDomainHandler(routes);
