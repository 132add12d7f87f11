import { randomUUID } from 'node:crypto';
import { ERROR_CODE, IMPORT_LIMITS, userImport, userImportTemplate, userImportUpload } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';
import { templateLink } from '#kit/spreadsheet/template-link';

const PURPOSE = 'users';
const DEFAULT_TYPE = 'application/octet-stream';
const uploadMissing = () => new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');

/** The server names the stored workbook: users/<uploader>/<random>.xlsx. */
export const userImportUploadRoute = route(userImportUpload, async ({ input, principal }) => {
  const contentType = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(input.contentType) ? input.contentType : DEFAULT_TYPE;
  return presignUpload(`${PURPOSE}/${principal.user.id}/${randomUUID()}.xlsx`, contentType, input.size);
});

/** Only a workbook this same user uploaded, once something is there; §7 callers send its full address (ossFullPath). */
async function ownUpload(userId: number, sent: string): Promise<string> {
  const key = sent.replace(new RegExp(`^https?://[^?#]*?/(?=${PURPOSE}/)`), '').replace(/[?#].*$/, '');
  if (!new RegExp(`^${PURPOSE}/${userId}/[0-9a-f-]{36}\\.xlsx$`).test(key)) throw uploadMissing();
  if ((await objectSize(key)) === undefined) throw uploadMissing();
  return key;
}

/** Checked and written by the spreadsheet worker; poll /job/status for the per-row report. */
export const userImportRoute = route(userImport, async (call) => {
  const key = await ownUpload(call.principal.user.id, call.input.key);
  return { jobId: await startJob('user.import', jobOwner(userImport, call), { key }) };
});

/** Generated per language and stored once per deployment of this code; the link lives minutes. */
export const userImportTemplateRoute = route(userImportTemplate, ({ language }) =>
  templateLink('user-import', language, async () => (await import('../sheets/user-import-sheet')).USER_IMPORT_SHEET),
);
