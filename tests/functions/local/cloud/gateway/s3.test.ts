import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './gateway-harness';

const BUCKET = 'arn:aws:s3:::sddp-uploads';
const ORIGIN = 'http://127.0.0.1:3000';

let gateway: TestGateway;
const grants = {
  uploader: [
    { Effect: 'Allow' as const, Action: ['s3:PutObject', 's3:GetObject'], Resource: `${BUCKET}/gw-s3/allowed/*` },
    { Effect: 'Allow' as const, Action: 's3:ListBucket', Resource: BUCKET, Condition: { StringLike: { 's3:prefix': 'gw-s3/allowed/*' } } },
  ],
  lister: [
    { Effect: 'Allow' as const, Action: 's3:GetObject', Resource: `${BUCKET}/*` },
    { Effect: 'Allow' as const, Action: 's3:ListBucket', Resource: BUCKET },
  ],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants);
});
afterAll(() => gateway?.stop());

// As the functions' own client (kit/s3/client.ts): a browser PUT to a presigned URL cannot add the SDK's CRC headers.
const s3 = (key: string) =>
  new S3Client({
    ...gateway.as(key),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

describe('the cloud gateway in front of s3rver', () => {
  it('passes granted calls through and refuses others with AccessDenied (403)', async () => {
    await s3('uploader').send(new PutObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/a file.txt', Body: 'hello' }));
    const read = await s3('uploader').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/a file.txt' }));
    expect(await read.Body?.transformToString()).toBe('hello');

    const denied = await failure(
      s3('uploader').send(new PutObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/elsewhere/a.txt', Body: 'x' })),
    );
    expect(denied?.name).toBe('AccessDenied');
    expect(denied?.$metadata?.httpStatusCode).toBe(403);
    expect(denied?.message).toContain('s3:PutObject');
    expect(denied?.message).toContain(`${BUCKET}/gw-s3/elsewhere/a.txt`);
  });

  it('decides a presigned upload sent from the browser by the function that signed it', async () => {
    const put = async (key: string) => {
      const url = await getSignedUrl(
        s3('uploader'),
        new PutObjectCommand({ Bucket: 'sddp-uploads', Key: key, ContentType: 'text/plain' }),
        { expiresIn: 60 },
      );
      expect(url.startsWith(`${gateway.url}/sddp-uploads/`)).toBe(true);
      return fetch(url, { method: 'PUT', headers: { 'content-type': 'text/plain', origin: ORIGIN }, body: 'from the browser' });
    };
    const allowed = await put('gw-s3/allowed/presigned.txt');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBeTruthy();
    const read = await s3('lister').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/presigned.txt' }));
    expect(await read.Body?.transformToString()).toBe('from the browser');

    const refused = await put('gw-s3/elsewhere/presigned.txt');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await refused.text()).toMatch(/<Code>AccessDenied<\/Code><Message>[^<]*s3:PutObject/);
  });

  it("passes a browser's unsigned CORS preflight to s3rver", async () => {
    const preflight = await fetch(`${gateway.url}/sddp-uploads/gw-s3/allowed/x.txt`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('passes the preflight of a presigned URL, whose query names its signer, to s3rver as well', async () => {
    const url = await getSignedUrl(
      s3('uploader'),
      new PutObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/preflight.txt', ContentType: 'text/plain' }),
      { expiresIn: 60 },
    );
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('answers a missing object with 404 to a caller that may list the bucket, with 403 to one that may not', async () => {
    const head = (key: string, object: string) => failure(s3(key).send(new HeadObjectCommand({ Bucket: 'sddp-uploads', Key: object })));
    expect((await head('lister', 'gw-s3/allowed/none.txt'))?.$metadata?.httpStatusCode).toBe(404);
    // The uploader's s3:ListBucket holds only with an s3:prefix, which a GetObject does not have.
    expect((await head('uploader', 'gw-s3/allowed/none.txt'))?.$metadata?.httpStatusCode).toBe(403);
    const get = await failure(s3('uploader').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/none.txt' })));
    expect(get?.name).toBe('AccessDenied');
    expect((await failure(s3('lister').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/none.txt' }))))?.name).toBe(
      'NoSuchKey',
    );
  });

  it('decides a listing on the bucket ARN with its s3:prefix', async () => {
    const list = (Prefix: string) => s3('uploader').send(new ListObjectsV2Command({ Bucket: 'sddp-uploads', Prefix }));
    expect((await list('gw-s3/allowed/')).Contents?.map((object) => object.Key)).toContain('gw-s3/allowed/a file.txt');
    const denied = await failure(list('gw-s3/'));
    expect(denied?.name).toBe('AccessDenied');
    expect(denied?.message).toContain('s3:ListBucket');
  });

  it('authorises starting a multipart upload as s3:PutObject and aborting it as s3:AbortMultipartUpload', async () => {
    const { UploadId } = await s3('uploader').send(
      new CreateMultipartUploadCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/big.bin' }),
    );
    const abort = await failure(
      s3('uploader').send(new AbortMultipartUploadCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/big.bin', UploadId })),
    );
    expect(abort?.message).toContain('s3:AbortMultipartUpload');
    expect(gateway.records).toContainEqual({
      functionName: 'uploader',
      action: 's3:PutObject',
      resource: `${BUCKET}/gw-s3/allowed/big.bin`,
      allowed: true,
    });
  });

  it('streams a multipart upload through, part by part', async () => {
    const body = Buffer.alloc(6 * 1024 * 1024, 7);
    await new Upload({ client: s3('uploader'), params: { Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/six-mb.bin', Body: body } }).done();
    const read = await s3('uploader').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/six-mb.bin' }));
    expect(Buffer.from(await read.Body!.transformToByteArray()).equals(body)).toBe(true);
    const parts = gateway.records.filter((record) => record.resource.endsWith('/six-mb.bin') && record.action === 's3:PutObject');
    expect(parts.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses unsigned requests, unknown keys and keys s3rver would store elsewhere', async () => {
    const anonymous = await fetch(`${gateway.url}/sddp-uploads/gw-s3/allowed/a%20file.txt`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    const unknown = await failure(s3('nobody').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/a file.txt' })));
    expect(unknown?.name).toBe('InvalidAccessKeyId');
    expect(unknown?.$metadata?.httpStatusCode).toBe(403);
    const traversal = await failure(
      s3('uploader').send(new PutObjectCommand({ Bucket: 'sddp-uploads', Key: 'gw-s3/allowed/../secret.txt', Body: 'x' })),
    );
    expect(traversal?.$metadata?.httpStatusCode).toBe(400);
  });
});
