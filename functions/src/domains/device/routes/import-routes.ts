import { randomUUID } from 'node:crypto';
import { contractImport, contractImportTemplate, contractImportUpload, ERROR_CODE, IMPORT_LIMITS } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';
import { templateLink } from '#kit/spreadsheet/template-link';

/** Contract workbooks go under audit/ (which the spreadsheet worker reads): audit/device/<uploader>/<random>.xlsx. */
const PREFIX = 'audit/device';
const DEFAULT_TYPE = 'application/octet-stream';
const uploadMissing = () => new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');

export const contractUploadRoute = route(contractImportUpload, async ({ input, principal }) => {
  const type = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(input.contentType) ? input.contentType : DEFAULT_TYPE;
  return presignUpload(`${PREFIX}/${principal.user.id}/${randomUUID()}.xlsx`, type, input.size);
});

/** Only a workbook this same user uploaded, once something is there; then a job, every row or none. */
export const contractImportRoute = route(contractImport, async (call) => {
  const key = call.input.key;
  if (!new RegExp(`^${PREFIX}/${call.principal.user.id}/[0-9a-f-]{36}\\.xlsx$`).test(key)) throw uploadMissing();
  if ((await objectSize(key)) === undefined) throw uploadMissing();
  return { jobId: await startJob('device.contractImport', jobOwner(contractImport, call), { key }) };
});

export const contractTemplateRoute = route(contractImportTemplate, ({ language }) =>
  templateLink('device-contracts', language, async () => (await import('../sheets/device-contract-sheet')).DEVICE_CONTRACT_SHEET),
);
