import {
  contractCreate,
  contractDelete,
  contractHandOver,
  contractImport,
  contractImportTemplate,
  contractImportUpload,
  contractList,
  contractTerms,
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
  tagPlaceOptions,
} from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-pumps'), pumpList),
  ...routesIn(() => import('./routes/pump-detail'), pumpDetail),
  ...routesIn(() => import('./routes/contract-routes'), contractDelete, contractHandOver, contractList, contractTerms),
  ...routesIn(() => import('./routes/import-routes'), contractImport, contractImportTemplate, contractImportUpload),
  ...routesIn(() => import('./routes/tag-routes'), tagDelete, itemInfo, itemUpdate, tagList),
  ...routesIn(() => import('./routes/report-routes'), report1, report2, report3),
  ...routesIn(() => import('./routes/entry-routes'), contractCreate, tagCreate),
  ...routesIn(() => import('./routes/option-routes'), deviceProjectOptions, supplierOptions, tagPlaceOptions),
];

export const handler = createDomainHandler(routes);
