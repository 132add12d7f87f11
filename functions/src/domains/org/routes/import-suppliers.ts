import { ERROR_CODE, orgImport } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { objectSize } from '#kit/s3/objects';
import { ownImportKey } from './import-keys';

/**
 * Starts the import of a workbook this user uploaded as a job of the spreadsheet worker, which checks
 * the file, validates every row and writes all rows or none (docs/architecture.md, "Jobs and the
 * spreadsheet worker"). What can be told without reading the file is answered here: a key that is not
 * the caller's, or one nothing was uploaded to.
 */
export const importSuppliersRoute = route(orgImport, async (call) => {
  const key = ownImportKey(call.principal.user.id, call.input.key);
  if ((await objectSize(key)) === undefined) throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  return { jobId: await startJob('org.import', jobOwner(orgImport, call), { key }) };
});
