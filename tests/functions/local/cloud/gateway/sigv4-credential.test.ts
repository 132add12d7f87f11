import { describe, expect, it } from 'vitest';
import { requestTarget } from '#local/cloud/gateway/request-target';
import { credentialOf, signedAs } from '#local/cloud/gateway/sigv4-credential';

const AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=AKIDFUNCTION/20261128/cn-north-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc';
const PRESIGNED =
  '/sddp-uploads/a%20b/c.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD' +
  '&X-Amz-Credential=AKIDFUNCTION%2F20261128%2Fcn-north-1%2Fs3%2Faws4_request&X-Amz-Date=20261128T000000Z&X-Amz-Expires=300' +
  '&X-Amz-Signature=def&X-Amz-SignedHeaders=host&x-id=PutObject';

describe('SigV4 credentials', () => {
  it('reads the caller, region and service from the Authorization header or a presigned URL', () => {
    expect(credentialOf({ authorization: AUTHORIZATION }, new URLSearchParams())).toEqual({
      accessKeyId: 'AKIDFUNCTION',
      region: 'cn-north-1',
      service: 'dynamodb',
      presigned: false,
    });
    expect(credentialOf({}, requestTarget(PRESIGNED).query)).toEqual({
      accessKeyId: 'AKIDFUNCTION',
      region: 'cn-north-1',
      service: 's3',
      presigned: true,
    });
    expect(credentialOf({ authorization: 'AWS AKID:signature' }, new URLSearchParams())).toBeUndefined();
    expect(credentialOf({}, new URLSearchParams('X-Amz-Credential=AKID/20261128/bad:region/s3/aws4_request'))).toBeUndefined();
  });

  it('replaces only the access key id, leaving every other byte as signed', () => {
    const header = signedAs('S3RVER', credentialOf({ authorization: AUTHORIZATION }, new URLSearchParams())!, requestTarget('/'), {
      authorization: AUTHORIZATION,
      'x-amz-date': '20261128T000000Z',
    });
    expect(header.headers).toEqual({ authorization: AUTHORIZATION.replace('AKIDFUNCTION/', 'S3RVER/'), 'x-amz-date': '20261128T000000Z' });

    const target = requestTarget(PRESIGNED);
    const presigned = signedAs('S3RVER', credentialOf({}, target.query)!, target, { origin: 'http://127.0.0.1:3000' });
    expect(presigned.path).toBe(PRESIGNED.replace('AKIDFUNCTION%2F', 'S3RVER%2F'));
    expect(presigned.headers).toEqual({ origin: 'http://127.0.0.1:3000' });
  });

  it('keeps the path as sent, dot segments included', () => {
    expect(requestTarget('/sddp-uploads/a/../b?x=1')).toMatchObject({ path: '/sddp-uploads/a/../b', rawQuery: 'x=1' });
  });
});
