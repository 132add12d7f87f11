import { randomUUID } from 'node:crypto';
import { ERROR_CODE, IMPORT_LIMITS } from '@sddp/shared';
import { AppError } from '#kit/errors';
import { objectSize } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';

const PURPOSE = 'audit';
const DEFAULT_TYPE = 'application/octet-stream';

/** A presigned PUT for an audit workbook; the server names it audit/<uploader>/<random>.xlsx. */
export function presignAuditUpload(userId: number, contentType: string, size: number) {
  const type = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(contentType) ? contentType : DEFAULT_TYPE;
  return presignUpload(`${PURPOSE}/${userId}/${randomUUID()}.xlsx`, type, size);
}

/** An import reads only a workbook this same user uploaded, and only once something is there. */
export async function ownAuditUpload(userId: number, key: string): Promise<string> {
  if (!new RegExp(`^${PURPOSE}/${userId}/[0-9a-f-]{36}\\.xlsx$`).test(key))
    throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  if ((await objectSize(key)) === undefined) throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  return key;
}
