import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { config } from '#kit/config';
import { s3, s3Sdk } from './client';

/** S3's smallest part; with two in flight the upload holds about 3 parts of memory at most. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export type WriteChunk = (chunk: Uint8Array) => Promise<void>;

/**
 * Streams what `produce` writes into one object (a multipart upload once it passes a part), waiting
 * whenever the upload falls behind. If `produce` or the upload fails, the upload is aborted, so no
 * object, partial or whole, appears under the key. Returns the bytes written.
 */
export async function writeObjectStream(key: string, contentType: string, produce: (write: WriteChunk) => Promise<void>): Promise<number> {
  const [{ Upload }, client] = await Promise.all([s3Sdk(), s3()]);
  const body = new PassThrough({ highWaterMark: 1024 * 1024 });
  // A failed upload destroys the body; this keeps that error from becoming an uncaught one.
  body.on('error', () => undefined);
  const upload = new Upload({
    client,
    params: { Bucket: config().UPLOAD_BUCKET, Key: key, Body: body, ContentType: contentType },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  const uploaded = upload.done();
  uploaded.catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));

  let bytes = 0;
  /** Set when a write found the body closed by the upload: the upload's own failure is then the cause. */
  let closedByUpload = false;
  const write: WriteChunk = async (chunk) => {
    try {
      if (body.destroyed) throw body.errored ?? new Error('The upload stopped');
      bytes += chunk.byteLength;
      if (!body.write(chunk)) await once(body, 'drain');
    } catch (error) {
      closedByUpload = true;
      throw error;
    }
  };
  try {
    await produce(write);
    body.end();
    await uploaded;
    return bytes;
  } catch (error) {
    // The upload reads the error from its body and aborts a multipart upload (parts and all) before it settles.
    body.destroy(error instanceof Error ? error : new Error(String(error)));
    const uploadFailure = await uploaded.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    throw closedByUpload && uploadFailure ? uploadFailure : error;
  }
}
