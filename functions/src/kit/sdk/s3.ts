// Imported only as import('./s3'): each SDK module is bundled on its own and read on the path that uses it
// (infra/lib/bundling/lambda-bundle.ts).
export { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
export { Upload } from '@aws-sdk/lib-storage';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
