import { createDomainHandler } from '../../lib/http/domain-handler';
import { createProjectRoute } from './create-project';
import { listProjectContractorsRoute, listProjectSuppliersRoute } from './list-project-orgs';
import { listProjectsRoute } from './list-projects';
import { addCbsRoute, addOrgRoute, removeCbsRoute, removeOrgRoute } from './project-links';
import { sendPasswordAllRoute, sendPasswordSingleRoute } from './send-passwords';
import { updateStateRoute } from './update-state';
import { changeProjectUsersRoute, removeProjectUserRoute, searchProjectUsersRoute } from './project-users';
import { userProjectTreeRoute } from './user-project-tree';
import { userProjectUpdateRoute } from './user-project-update';

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
  userProjectTreeRoute,
  userProjectUpdateRoute,
  searchProjectUsersRoute,
  changeProjectUsersRoute,
  removeProjectUserRoute,
];

export const handler = createDomainHandler(routes);
