import { randomUUID } from 'node:crypto';
import {
  deliveryClassRequirementsExport,
  deliveryClassRequirementsImport,
  deliveryClassRequirementsUpload,
  ERROR_CODE,
  IMPORT_LIMITS,
} from '@sddp/shared';
import { requireProject } from '#entities/project';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';

/** Requirements workbooks go under audit/ (which the spreadsheet worker reads): audit/delivery/requirements/<uploader>/<random>.xlsx. */
const PREFIX = 'audit/delivery/requirements';
const DEFAULT_TYPE = 'application/octet-stream';
const uploadMissing = () => new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');

/** 'Download workbook': a job of the spreadsheet worker; `/job/status` then gives a short-lived link. */
export const requirementsExportRoute = route(deliveryClassRequirementsExport, async (call) => {
  const project = await requireProject(call.input.projectId);
  call.setLogParams({ projectName: project.projectName });
  return {
    jobId: await startJob('delivery.requirementsExport', jobOwner(deliveryClassRequirementsExport, call), { projectId: project.id }),
  };
});

export const requirementsUploadRoute = route(deliveryClassRequirementsUpload, async ({ input, principal }) => {
  const type = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(input.contentType) ? input.contentType : DEFAULT_TYPE;
  return presignUpload(`${PREFIX}/${principal.user.id}/${randomUUID()}.xlsx`, type, input.size);
});

/** 'Import workbook': only a workbook this same account uploaded, once it is there; checked and written by the worker. */
export const requirementsImportRoute = route(deliveryClassRequirementsImport, async (call) => {
  const project = await requireProject(call.input.projectId);
  const key = call.input.key;
  if (!new RegExp(`^${PREFIX}/${call.principal.user.id}/[0-9a-f-]{36}\\.xlsx$`).test(key)) throw uploadMissing();
  if ((await objectSize(key)) === undefined) throw uploadMissing();
  return {
    jobId: await startJob('delivery.requirementsImport', jobOwner(deliveryClassRequirementsImport, call), { key, projectId: project.id }),
  };
});
