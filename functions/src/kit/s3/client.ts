import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';

/** The S3 SDK, its presigner and multipart upload, read only by the paths that touch storage. */
export const s3Sdk = lazyModule(() => import('#sdk/s3'));

let client: S3Client | undefined;

/**
 * One S3 client per process. Checksums only when required: a browser PUT to a presigned URL cannot
 * add the SDK's default CRC headers, and real S3 rejects the upload without them otherwise.
 */
export async function s3(): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = config();
    client = new S3Client({
      region: AWS_REGION,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}
