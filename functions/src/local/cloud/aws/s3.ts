import type { Call, Outcome } from './call';
import { s3Error } from './protocol-errors';

/** The IAM action and ARN of an S3 call (path style `/<bucket>/<key>`, header-signed or presigned). */
export function s3Call(call: Call): Outcome {
  const [, bucket = '', ...keyParts] = call.url.pathname.split('/');
  const key = decodeURIComponent(keyParts.join('/'));
  const query = call.url.searchParams;
  const bucketArn = `arn:${call.partition}:s3:::${bucket}`;
  const objectArn = `${bucketArn}/${key}`;
  const action = s3Action(call.method, key !== '', query);
  if (!action)
    return s3Error(501, 'NotImplemented', `The local gateway does not serve ${call.method} ${call.url.pathname}${call.url.search}`);
  const context: Record<string, string> = action === 's3:ListBucket' ? { 's3:prefix': query.get('prefix') ?? '' } : {};
  const denied = call.authorize(
    [{ action, resource: key && action !== 's3:ListBucket' && action !== 's3:ListBucketMultipartUploads' ? objectArn : bucketArn }],
    context,
  );
  if (denied) return s3Error(403, 'AccessDenied', denied);
  if (action !== 's3:GetObject') return { forward: 's3' };
  // AWS answers a missing object with 404 only to a caller who may list the bucket; to others, 403.
  return {
    forward: 's3',
    onNotFound: () =>
      call.isAllowed({ action: 's3:ListBucket', resource: bucketArn }) ? undefined : s3Error(403, 'AccessDenied', 'Access Denied'),
  };
}

function s3Action(method: string, onObject: boolean, query: URLSearchParams): string | undefined {
  if (!onObject) {
    if (method === 'GET' && query.has('uploads')) return 's3:ListBucketMultipartUploads';
    if (method === 'GET' && query.has('cors')) return 's3:GetBucketCORS';
    if (method === 'PUT' && query.has('cors')) return 's3:PutBucketCORS';
    if (method === 'GET' || method === 'HEAD') return 's3:ListBucket';
    return undefined;
  }
  if (method === 'GET' || method === 'HEAD') return 's3:GetObject';
  if (method === 'PUT' || method === 'POST') return 's3:PutObject';
  if (method === 'DELETE') return query.has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject';
  return undefined;
}
