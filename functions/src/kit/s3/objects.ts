import { config } from '#kit/config';
import { s3, s3Sdk } from './client';

const DOWNLOAD_TTL_SECONDS = 5 * 60;

/** The object's size, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  const { HeadObjectCommand } = await s3Sdk();
  try {
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

export async function readObject(key: string): Promise<Uint8Array> {
  const { GetObjectCommand } = await s3Sdk();
  const response = await (await s3()).send(new GetObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key }));
  return (await response.Body?.transformToByteArray()) ?? new Uint8Array();
}

export async function writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await s3Sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key, Body: bytes, ContentType: contentType }));
}

/** A short-lived GET that downloads under the given file name. */
export async function presignAttachment(key: string, fileName: string): Promise<string> {
  const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  const { GetObjectCommand, getSignedUrl } = await s3Sdk();
  return getSignedUrl(
    await s3(),
    new GetObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key, ResponseContentDisposition: disposition }),
    {
      expiresIn: DOWNLOAD_TTL_SECONDS,
    },
  );
}
