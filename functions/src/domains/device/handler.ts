import { createDomainHandler } from '../../lib/http/domain-handler';
import { deleteContractRoute, handOverContractRoute, listContractsRoute } from './contract-routes';
import { createContractRoute, createTagRoute } from './entry-routes';
import { contractImportRoute, contractTemplateRoute, contractUploadRoute } from './import-routes';
import { listPumpsRoute } from './list-pumps';
import { projectOptionsRoute, supplierOptionsRoute } from './option-routes';
import { pumpDetailRoute } from './pump-detail';
import { report1Route, report2Route, report3Route } from './report-routes';
import { deleteTagRoute, itemInfoRoute, itemUpdateRoute, listTagsRoute } from './tag-routes';

export const routes = [
  listPumpsRoute,
  pumpDetailRoute,
  listContractsRoute,
  deleteContractRoute,
  contractUploadRoute,
  contractImportRoute,
  contractTemplateRoute,
  listTagsRoute,
  deleteTagRoute,
  itemInfoRoute,
  itemUpdateRoute,
  handOverContractRoute,
  report1Route,
  report2Route,
  report3Route,
  createContractRoute,
  createTagRoute,
  projectOptionsRoute,
  supplierOptionsRoute,
];

export const handler = createDomainHandler(routes);
