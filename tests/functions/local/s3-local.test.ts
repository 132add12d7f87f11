import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';
import '#test/local-services';

describe('s3rver', () => {
  const services = inject('localServices');
  const s3 = new S3Client({
    endpoint: services.s3Endpoint,
    region: services.region,
    credentials: services.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const origin = 'http://127.0.0.1:3000';

  it('accepts a browser-style presigned PUT after a CORS preflight and serves the object back', async () => {
    const key = `test/${Date.now()}-report.xlsx`;
    const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: services.bucket, Key: key, ContentType: contentType }), {
      expiresIn: 300,
    });
    expect(url.startsWith(`${services.s3Endpoint}/${services.bucket}/`)).toBe(true);

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const body = Buffer.from('PK\u0003\u0004 not really a workbook');
    const upload = await fetch(url, { method: 'PUT', headers: { origin, 'content-type': contentType }, body });
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBeTruthy();

    const object = await s3.send(new GetObjectCommand({ Bucket: services.bucket, Key: key }));
    expect(object.ContentType).toBe(contentType);
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(body);
  });
});
