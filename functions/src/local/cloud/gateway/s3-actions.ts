type ByMethod = Partial<Record<string, string>>;

/** Sub-resources in the order they decide an object request's action (UploadPart has both partNumber and uploadId). */
const OBJECT_SUBRESOURCES: readonly (readonly [string, ByMethod])[] = [
  ['uploadId', { GET: 'ListMultipartUploadParts', PUT: 'PutObject', POST: 'PutObject', DELETE: 'AbortMultipartUpload' }],
  ['uploads', { POST: 'PutObject' }],
  ['acl', { GET: 'GetObjectAcl', PUT: 'PutObjectAcl' }],
  ['tagging', { GET: 'GetObjectTagging', PUT: 'PutObjectTagging', DELETE: 'DeleteObjectTagging' }],
  ['attributes', { GET: 'GetObjectAttributes' }],
  ['restore', { POST: 'RestoreObject' }],
];
const OBJECT_DEFAULT: ByMethod = { GET: 'GetObject', HEAD: 'GetObject', PUT: 'PutObject', DELETE: 'DeleteObject' };

/** A versionId in the query makes these the version's own action. */
const ON_VERSION: ByMethod = {
  GetObject: 'GetObjectVersion',
  DeleteObject: 'DeleteObjectVersion',
  GetObjectAcl: 'GetObjectVersionAcl',
  PutObjectAcl: 'PutObjectVersionAcl',
  GetObjectTagging: 'GetObjectVersionTagging',
  PutObjectTagging: 'PutObjectVersionTagging',
  DeleteObjectTagging: 'DeleteObjectVersionTagging',
  GetObjectAttributes: 'GetObjectVersionAttributes',
};

// Deleting a bucket's CORS, tagging or lifecycle is authorised as putting it, as S3 documents.
const BUCKET_SUBRESOURCES: readonly (readonly [string, ByMethod])[] = [
  ['uploads', { GET: 'ListBucketMultipartUploads' }],
  ['versions', { GET: 'ListBucketVersions' }],
  ['location', { GET: 'GetBucketLocation' }],
  ['cors', { GET: 'GetBucketCORS', PUT: 'PutBucketCORS', DELETE: 'PutBucketCORS' }],
  ['policy', { GET: 'GetBucketPolicy', PUT: 'PutBucketPolicy', DELETE: 'DeleteBucketPolicy' }],
  ['acl', { GET: 'GetBucketAcl', PUT: 'PutBucketAcl' }],
  ['tagging', { GET: 'GetBucketTagging', PUT: 'PutBucketTagging', DELETE: 'PutBucketTagging' }],
  ['website', { GET: 'GetBucketWebsite', PUT: 'PutBucketWebsite', DELETE: 'DeleteBucketWebsite' }],
  ['versioning', { GET: 'GetBucketVersioning', PUT: 'PutBucketVersioning' }],
  ['lifecycle', { GET: 'GetLifecycleConfiguration', PUT: 'PutLifecycleConfiguration', DELETE: 'PutLifecycleConfiguration' }],
  ['notification', { GET: 'GetBucketNotification', PUT: 'PutBucketNotification' }],
];
const BUCKET_DEFAULT: ByMethod = { GET: 'ListBucket', HEAD: 'ListBucket', PUT: 'CreateBucket', DELETE: 'DeleteBucket' };

/** Sub-resources the gateway does not map: a request naming one is refused, never authorised as a plain GET or PUT. */
const UNSERVED = [
  'accelerate',
  'analytics',
  'delete',
  'encryption',
  'intelligent-tiering',
  'inventory',
  'legal-hold',
  'logging',
  'metadataTable',
  'metrics',
  'object-lock',
  'ownershipControls',
  'policyStatus',
  'publicAccessBlock',
  'renameObject',
  'replication',
  'requestPayment',
  'retention',
  'select',
  'session',
  'torrent',
];

/** The IAM action (`s3:…`) of an S3 REST request, or undefined when the gateway does not serve it. */
export function s3Action(method: string, onObject: boolean, query: URLSearchParams): string | undefined {
  if (UNSERVED.some((name) => query.has(name))) return undefined;
  const table = onObject ? OBJECT_SUBRESOURCES : BUCKET_SUBRESOURCES;
  const subresource = table.find(([name]) => query.has(name));
  const action = (subresource ? subresource[1] : onObject ? OBJECT_DEFAULT : BUCKET_DEFAULT)[method];
  if (!action) return undefined;
  return `s3:${onObject && query.has('versionId') ? (ON_VERSION[action] ?? action) : action}`;
}
