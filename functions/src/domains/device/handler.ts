import {
  contractCreate,
  contractDelete,
  contractHandOver,
  contractImport,
  contractImportTemplate,
  contractImportUpload,
  contractList,
  deviceProjectOptions,
  itemInfo,
  itemUpdate,
  pumpDetail,
  pumpList,
  report1,
  report2,
  report3,
  supplierOptions,
  tagCreate,
  tagDelete,
  tagList,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-pumps'), pumpList),
  ...routesIn(() => import('./pump-detail'), pumpDetail),
  ...routesIn(() => import('./contract-routes'), contractDelete, contractHandOver, contractList),
  ...routesIn(() => import('./import-routes'), contractImport, contractImportTemplate, contractImportUpload),
  ...routesIn(() => import('./tag-routes'), tagDelete, itemInfo, itemUpdate, tagList),
  ...routesIn(() => import('./report-routes'), report1, report2, report3),
  ...routesIn(() => import('./entry-routes'), contractCreate, tagCreate),
  ...routesIn(() => import('./option-routes'), deviceProjectOptions, supplierOptions),
];

export const handler = createDomainHandler(routes);
