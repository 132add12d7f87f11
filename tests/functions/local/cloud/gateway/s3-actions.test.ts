import { describe, expect, it } from 'vitest';
import { s3Action } from '#local/cloud/gateway/s3-actions';
import { checkAuthorizationRequest } from '#local/cloud/iam/catalogue';

const query = (text: string) => new URLSearchParams(text);

describe('the IAM action of an S3 request', () => {
  it.each([
    ['GET', true, '', 's3:GetObject'],
    ['HEAD', true, '', 's3:GetObject'],
    ['GET', true, 'versionId=1', 's3:GetObjectVersion'],
    ['PUT', true, '', 's3:PutObject'],
    ['PUT', true, 'partNumber=1&uploadId=u', 's3:PutObject'],
    ['POST', true, 'uploads', 's3:PutObject'],
    ['POST', true, 'uploadId=u', 's3:PutObject'],
    ['GET', true, 'uploadId=u', 's3:ListMultipartUploadParts'],
    ['DELETE', true, 'uploadId=u', 's3:AbortMultipartUpload'],
    ['DELETE', true, '', 's3:DeleteObject'],
    ['PUT', true, 'tagging', 's3:PutObjectTagging'],
    ['GET', false, 'list-type=2&prefix=a/', 's3:ListBucket'],
    ['HEAD', false, '', 's3:ListBucket'],
    ['GET', false, 'uploads', 's3:ListBucketMultipartUploads'],
    ['GET', false, 'cors', 's3:GetBucketCORS'],
    ['DELETE', false, 'cors', 's3:PutBucketCORS'],
    ['GET', false, 'location', 's3:GetBucketLocation'],
  ])('%s %s object=%s ?%s → %s', (method, onObject, text, action) => {
    expect(s3Action(method, onObject, query(text))).toBe(action);
  });

  it('serves no request naming a sub-resource it does not map, rather than authorising it as a plain read or write', () => {
    expect(s3Action('POST', false, query('delete'))).toBeUndefined();
    expect(s3Action('GET', true, query('retention'))).toBeUndefined();
    expect(s3Action('PUT', false, query('publicAccessBlock'))).toBeUndefined();
    expect(s3Action('POST', true, query(''))).toBeUndefined();
  });

  it("only ever names actions in AWS's catalogue", () => {
    const subresources = [
      '',
      'uploadId=u',
      'uploads',
      'acl',
      'tagging',
      'attributes',
      'restore',
      'versions',
      'location',
      'cors',
      'policy',
      'website',
      'versioning',
      'lifecycle',
      'notification',
    ];
    const actions = new Set<string>();
    for (const method of ['GET', 'HEAD', 'PUT', 'POST', 'DELETE']) {
      for (const onObject of [true, false]) {
        for (const sub of subresources) {
          for (const version of ['', '&versionId=1']) {
            const action = s3Action(method, onObject, query(`${sub}${version}`));
            if (action) actions.add(action);
          }
        }
      }
    }
    expect(actions.size).toBeGreaterThan(30);
    for (const action of actions) expect(() => checkAuthorizationRequest({ action, resource: '*', context: {} })).not.toThrow();
  });
});
