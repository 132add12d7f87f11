import { randomUUID } from 'node:crypto';
import { escapeXml, type Answer } from './answers';
import type { GatewayCall, GatewayService, NeededPermission } from './gateway-call';
import { s3Action } from './s3-actions';

/** Request headers S3 offers as condition keys (`s3:<header>`). */
const HEADER_KEYS = [
  'x-amz-acl',
  'x-amz-content-sha256',
  'x-amz-copy-source',
  'x-amz-metadata-directive',
  'x-amz-server-side-encryption',
  'x-amz-server-side-encryption-aws-kms-key-id',
  'x-amz-storage-class',
];
const LIST_KEYS = ['prefix', 'delimiter', 'max-keys'];

/** S3's REST API, path style (`/<bucket>/<key>`), header-signed or presigned, forwarded to s3rver. */
export function s3Service(): GatewayService {
  return {
    unrecognizedKey: (accessKeyId) =>
      s3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
        AWSAccessKeyId: accessKeyId,
      }),
    failure: (status, message) => s3Error(status, 'InternalError', message),
    serve: async (call) => {
      const parsed = objectOf(call.path);
      if (typeof parsed === 'string') return s3Error(400, 'InvalidURI', parsed);
      const { bucket, key } = parsed;
      const action = bucket
        ? s3Action(call.method, key !== undefined, call.query)
        : call.method === 'GET'
          ? 's3:ListAllMyBuckets'
          : undefined;
      if (!action) {
        return s3Error(
          501,
          'NotImplemented',
          `The local cloud gateway does not serve S3 ${call.method} ${call.path}?${[...call.query.keys()].join('&')}`,
        );
      }
      const bucketArn = `arn:${call.partition}:s3:::${bucket}`;
      const context = contextOf(call, action);
      const permissions: NeededPermission[] = [
        { action, resource: !bucket ? '*' : key === undefined ? bucketArn : `${bucketArn}/${key}`, context },
      ];
      const source = copySourceOf(call);
      if (typeof source === 'string') return s3Error(400, 'InvalidArgument', source);
      if (source) permissions.push({ ...source, context });
      const denied = call.requireAll(permissions);
      if (denied) return s3Error(403, 'AccessDenied', denied);
      if (action !== 's3:GetObject') return { forward: 's3' };
      // S3 tells a caller that an object is missing (404) only if it may list the bucket; others get 403.
      const onNotFound = () =>
        call.allows({ action: 's3:ListBucket', resource: bucketArn, context: baseContext(call) })
          ? undefined
          : {
              answer: s3Error(403, 'AccessDenied', 'Access Denied'),
              why: `no such object, and ${call.principal.functionName} may not s3:ListBucket, so S3 answers 403`,
            };
      return { forward: 's3', onNotFound };
    },
  };
}

/** Bucket and URL-decoded key (undefined on a bucket request), or why the path cannot be served. */
function objectOf(path: string): { bucket: string; key: string | undefined } | string {
  const slash = path.indexOf('/', 1);
  const bucket = slash < 0 ? path.slice(1) : path.slice(1, slash);
  const rawKey = slash < 0 ? '' : path.slice(slash + 1);
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    return `The key ${rawKey} is not valid percent-encoding`;
  }
  // s3rver keeps objects as files: `a/../b` would be stored as `b`, so the key authorised would not be the key written.
  if (key.split('/').some((segment) => segment === '.' || segment === '..')) {
    return `The local cloud gateway does not serve keys with . or .. segments: ${key}`;
  }
  return { bucket, key: key === '' ? undefined : key };
}

/** CopyObject and UploadPartCopy also read their source; a string says why the header cannot be read. */
function copySourceOf(call: GatewayCall): Omit<NeededPermission, 'context'> | string | undefined {
  const header = call.headers['x-amz-copy-source'];
  if (call.method !== 'PUT' || typeof header !== 'string') return undefined;
  const [rawSource = '', rawQuery = ''] = header.split('?', 2);
  let source: string;
  try {
    source = decodeURIComponent(rawSource).replace(/^\//, '');
  } catch {
    return `x-amz-copy-source ${header} is not valid percent-encoding`;
  }
  const versioned = new URLSearchParams(rawQuery).has('versionId');
  return { action: versioned ? 's3:GetObjectVersion' : 's3:GetObject', resource: `arn:${call.partition}:s3:::${source}` };
}

function baseContext(call: GatewayCall): Record<string, string> {
  return { 's3:authType': call.credential.presigned ? 'REST-QUERY-STRING' : 'REST-HEADER', 's3:signatureversion': 'AWS4-HMAC-SHA256' };
}

function contextOf(call: GatewayCall, action: string): Record<string, string> {
  const context = baseContext(call);
  for (const name of HEADER_KEYS) {
    const value = call.headers[name];
    if (typeof value === 'string') context[`s3:${name}`] = value;
  }
  if (action === 's3:ListBucket') {
    for (const name of LIST_KEYS) {
      const value = call.query.get(name);
      if (value !== null) context[`s3:${name}`] = value;
    }
  }
  return context;
}

export function s3Error(status: number, code: string, message: string, extra: Record<string, string> = {}): Answer {
  const requestId = randomUUID();
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}<RequestId>${requestId}</RequestId></Error>`,
  };
}
