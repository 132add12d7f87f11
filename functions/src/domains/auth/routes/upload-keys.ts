import { randomUUID } from 'node:crypto';
import { ERROR_CODE } from '@sddp/shared';
import { AppError } from '#kit/errors';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The server chooses every object key: purpose, owner, a random name; never the browser's file name. */
export function newUploadKey(userId: number, purpose: string, contentType: string): string {
  return `${purpose}/${userId}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** A key a form sends back must be one issued to this user for this purpose. */
export function ownUploadKey(userId: number, purpose: string, key: string): string {
  const pattern = new RegExp(`^${purpose}/${userId}/[0-9a-f-]{36}\\.(png|jpg|webp|gif)$`);
  if (!pattern.test(key))
    throw new AppError(ERROR_CODE.invalid, 'validation.invalid', { fieldErrors: { businessLicence: 'validation.file.type' } });
  return key;
}
