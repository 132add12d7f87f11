import { createDomainHandler } from '../../lib/http/domain-handler';
import { exportRoute } from './export-people';
import { importRoute, importUploadRoute, templateRoute } from './import-routes';
import { listPeopleRoute } from './list-people';
import { listProjectsRoute } from './list-projects';

export const routes = [listProjectsRoute, listPeopleRoute, exportRoute, templateRoute, importUploadRoute, importRoute];

export const handler = createDomainHandler(routes);
