import {
  deliveryClassRequirements,
  deliveryClassRequirementsExport,
  deliveryClassRequirementsImport,
  deliveryClassRequirementsList,
  deliveryClassRequirementsSave,
  deliveryClassRequirementsUpload,
  deliveryDocumentConfirm,
  deliveryDocumentRevisions,
  deliveryDocumentUpload,
  deliveryReview,
  deliveryReviewDocument,
  deliveryReviewQueue,
  deliveryReviewQueueExport,
  deliveryReviewTag,
  deliverySupplierContracts,
  deliverySupplierTags,
  deliveryTag,
  deliveryTagSave,
  deliveryTagSubmit,
  deliveryWorkbookExport,
  deliveryWorkbookImport,
  deliveryWorkbookUpload,
} from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'SCORE_SUPERUSER_CODES', 'UPLOAD_BUCKET', 'SPREADSHEET_WORKER_FUNCTION']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(
    () => import('./routes/class-requirement-routes'),
    deliveryClassRequirementsList,
    deliveryClassRequirements,
    deliveryClassRequirementsSave,
  ),
  ...routesIn(
    () => import('./routes/class-requirements-workbook-routes'),
    deliveryClassRequirementsExport,
    deliveryClassRequirementsUpload,
    deliveryClassRequirementsImport,
  ),
  ...routesIn(() => import('./routes/supplier-routes'), deliverySupplierContracts, deliverySupplierTags, deliveryTag, deliveryTagSave),
  ...routesIn(() => import('./routes/document-routes'), deliveryDocumentUpload, deliveryDocumentConfirm, deliveryDocumentRevisions),
  ...routesIn(() => import('./routes/submit-route'), deliveryTagSubmit),
  ...routesIn(
    () => import('./routes/review-routes'),
    deliveryReviewQueue,
    deliveryReviewQueueExport,
    deliveryReviewTag,
    deliveryReview,
    deliveryReviewDocument,
  ),
  ...routesIn(() => import('./routes/workbook-routes'), deliveryWorkbookExport, deliveryWorkbookUpload, deliveryWorkbookImport),
];

export const handler = createDomainHandler(routes);
