import { presignUpload, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@sddp/shared';
import { callEndpoint } from '../api-client';
import { uploadToPresignedUrl } from '../presigned-upload';

export type UploadPurpose = 'businessLicence';
export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The catalogue key of what is wrong with the file, or undefined when it may be uploaded. */
export function imageFileProblem(file: File): 'validation.file.type' | 'validation.file.size' | undefined {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.file.type';
  if (file.size > UPLOAD_MAX_BYTES) return 'validation.file.size';
  return undefined;
}

/**
 * Asks the server for a presigned PUT (it chooses the key), then sends the file straight to the
 * bucket with exactly the headers the URL was signed with. Resolves to the object key.
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const target = await callEndpoint(presignUpload, {
    purpose,
    fileName: file.name,
    contentType: file.type as ImageType,
    size: file.size,
  });
  await uploadToPresignedUrl(target, file);
  return target.key;
}
