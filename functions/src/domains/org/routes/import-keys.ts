import { randomUUID } from 'node:crypto';
import { ERROR_CODE } from '@sddp/shared';
import { AppError } from '#kit/errors';

const PURPOSE = 'supplier';

/** The server names the stored workbook: supplier/<uploader>/<random>.<xlsx|xls>. */
export function newImportKey(userId: number, fileName: string): string {
  const extension = /\.xls$/i.test(fileName) ? 'xls' : 'xlsx';
  return `${PURPOSE}/${userId}/${randomUUID()}.${extension}`;
}

/** An import may only read a workbook this same user uploaded for it. */
export function ownImportKey(userId: number, key: string): string {
  // Accept the full URL too: the spec's clients send the object's address as ossFullPath.
  const path = key.replace(/^https?:\/\/[^?#]*?\/(?=supplier\/)/, '').replace(/[?#].*$/, '');
  if (!new RegExp(`^${PURPOSE}/${userId}/[0-9a-f-]{36}\\.(xlsx|xls)$`).test(path)) {
    throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  }
  return path;
}
