import { randomUUID } from 'node:crypto';
import { deliveryWorkbookExport, deliveryWorkbookImport, deliveryWorkbookUpload, ERROR_CODE, IMPORT_LIMITS } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';
import { supplierContract } from '../access/supplier-scope';

/** Filled workbooks go under audit/ (which the spreadsheet worker reads): audit/delivery/<uploader>/<random>.xlsx. */
const PREFIX = 'audit/delivery';
const DEFAULT_TYPE = 'application/octet-stream';
const uploadMissing = () => new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');

/** The workbook of a contract the caller's organisation supplies (404 otherwise), written by the worker. */
export const workbookExportRoute = route(deliveryWorkbookExport, async (call) => {
  const contract = await supplierContract(call.principal, call.input.contractId);
  return {
    jobId: await startJob('delivery.workbookExport', jobOwner(deliveryWorkbookExport, call), {
      contractId: contract.id,
      orgId: call.principal.user.orgId,
    }),
  };
});

export const workbookUploadRoute = route(deliveryWorkbookUpload, async ({ input, principal }) => {
  const type = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(input.contentType) ? input.contentType : DEFAULT_TYPE;
  return presignUpload(`${PREFIX}/${principal.user.id}/${randomUUID()}.xlsx`, type, input.size);
});

/** Only a workbook this same account uploaded, for a contract its organisation supplies; then a job, every row or none. */
export const workbookImportRoute = route(deliveryWorkbookImport, async (call) => {
  const contract = await supplierContract(call.principal, call.input.contractId);
  const key = call.input.key;
  if (!new RegExp(`^${PREFIX}/${call.principal.user.id}/[0-9a-f-]{36}\\.xlsx$`).test(key)) throw uploadMissing();
  if ((await objectSize(key)) === undefined) throw uploadMissing();
  return {
    jobId: await startJob('delivery.workbookImport', jobOwner(deliveryWorkbookImport, call), {
      key,
      contractId: contract.id,
      orgId: call.principal.user.orgId,
    }),
  };
});
