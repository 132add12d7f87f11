import { randomUUID } from 'node:crypto';
import { ERROR_CODE, IMPORT_LIMITS } from '@sddp/shared';
import { AppError } from '#kit/errors';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';

/** Spec §7: DHMC workbooks go to audit/; the server names them audit/dhmc/<uploader>/<random>.xlsx. */
const PREFIX = 'audit/dhmc';
const DEFAULT_TYPE = 'application/octet-stream';
const uploadMissing = () => new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');

export function presignDhmcUpload(userId: number, contentType: string, size: number) {
  const type = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(contentType) ? contentType : DEFAULT_TYPE;
  return presignUpload(`${PREFIX}/${userId}/${randomUUID()}.xlsx`, type, size);
}

/** Only a workbook this same user uploaded, once something is there; a full address (§7 `url`) is read as its key. */
export async function ownDhmcUpload(userId: number, sent: string): Promise<string> {
  const key = sent.replace(new RegExp(`^https?://[^?#]*?/(?=${PREFIX}/)`), '').replace(/[?#].*$/, '');
  if (!new RegExp(`^${PREFIX}/${userId}/[0-9a-f-]{36}\\.xlsx$`).test(key)) throw uploadMissing();
  if ((await objectSize(key)) === undefined) throw uploadMissing();
  return key;
}
