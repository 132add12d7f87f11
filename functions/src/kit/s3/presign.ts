import { config } from '#kit/config';
import { s3, s3Sdk } from './client';

const UPLOAD_TTL_SECONDS = 5 * 60;
const DOWNLOAD_TTL_SECONDS = 15 * 60;

export interface PresignedUpload {
  url: string;
  key: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** A PUT bound to the key the server chose, the content type and the exact size (signed headers). */
export async function presignUpload(key: string, contentType: string, size: number, now = new Date()): Promise<PresignedUpload> {
  const { PutObjectCommand, getSignedUrl } = await s3Sdk();
  const command = new PutObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key, ContentType: contentType, ContentLength: size });
  const url = await getSignedUrl(await s3(), command, {
    expiresIn: UPLOAD_TTL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return {
    url,
    key,
    headers: { 'content-type': contentType },
    expiresAt: new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString(),
  };
}

/** A short-lived GET for showing an uploaded file; '' when there is none. */
export async function presignDownload(key: string): Promise<string> {
  if (!key) return '';
  const { GetObjectCommand, getSignedUrl } = await s3Sdk();
  return getSignedUrl(await s3(), new GetObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key }), { expiresIn: DOWNLOAD_TTL_SECONDS });
}
