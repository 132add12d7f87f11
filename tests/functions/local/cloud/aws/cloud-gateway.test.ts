import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient, InvokeCommand } from '@aws-sdk/client-lambda';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../../functions/src/lib/notify/outbox';
import { startCloudGateway } from '../../../../../functions/src/local/cloud/aws/cloud-gateway';
import type { PolicyStatement, Principal } from '../../../../../functions/src/local/cloud/iam/types';
import { startServices, type LocalServices } from '../../../../../functions/src/local/services';

const REGION = 'ap-east-1';
const TABLE = 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp';
const WORKER_ARN = 'arn:aws:lambda:ap-east-1:000000000000:function:worker';

/** Two callers: `writer` may do what each test grants it; `reader` only gets and queries the table. */
const grants: Record<string, PolicyStatement[]> = {
  writer: [
    { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'], Resource: TABLE },
    { Effect: 'Allow', Action: ['s3:PutObject', 's3:GetObject'], Resource: 'arn:aws:s3:::sddp-uploads/allowed/*' },
    {
      Effect: 'Allow',
      Action: 'ses:SendEmail',
      Resource: 'arn:aws:ses:ap-east-1:000000000000:identity/sddp.local',
      Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@sddp.local' } },
    },
    { Effect: 'Allow', Action: 'ssm:GetParameter', Resource: 'arn:aws:ssm:ap-east-1:000000000000:parameter/sddp/local/secret' },
    { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: WORKER_ARN },
  ],
  lister: [
    { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::sddp-uploads/*' },
    { Effect: 'Allow', Action: 's3:ListBucket', Resource: 'arn:aws:s3:::sddp-uploads' },
  ],
};
const principal = (name: string): Principal => ({
  functionName: name,
  roleArn: `arn:aws:iam::000000000000:role/${name}-role`,
  sessionArn: `arn:aws:sts::000000000000:assumed-role/${name}-role/${name}`,
  policies: [{ Version: '2012-10-17', Statement: grants[name] ?? [] }],
});

let services: LocalServices;
let gateway: { url: string; stop(): Promise<void> };
const outboxDir = mkdtempSync(join(tmpdir(), 'sddp-gateway-outbox-'));
const decisions: { functionName: string; action: string; allowed: boolean }[] = [];
const invoked: { name: string; payload: string; type: string }[] = [];

beforeAll(async () => {
  services = await startServices({ inMemory: true });
  gateway = await startCloudGateway({
    dynamodbEndpoint: services.dynamodbEndpoint,
    s3Endpoint: services.s3Endpoint,
    upstreamCredentials: services.credentials,
    account: '000000000000',
    principalFor: (key) => (key in grants ? principal(key) : undefined),
    functionFor: (name) => (name === 'worker' || name === WORKER_ARN ? { name: 'worker', arn: WORKER_ARN } : undefined),
    invoke: async (name, payload, type) => {
      invoked.push({ name, payload: payload.toString(), type });
      return { payload: Buffer.from('{"ok":true}') };
    },
    parameters: new Map([['/sddp/local/secret', 'shh']]),
    outboxDir,
    onAuthorization: (record) => decisions.push(record),
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
  rmSync(outboxDir, { recursive: true, force: true });
});

const as = (key: string) => ({ region: REGION, endpoint: gateway.url, credentials: { accessKeyId: key, secretAccessKey: 'unused' } });
const dynamo = (key: string) => DynamoDBDocumentClient.from(new DynamoDBClient(as(key)));
const s3 = (key: string) => new S3Client({ ...as(key), forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error & { $metadata?: { httpStatusCode?: number } },
  );

describe('the local cloud gateway', () => {
  it('passes a granted DynamoDB call to DynamoDB Local and refuses an ungranted one with AccessDeniedException', async () => {
    await dynamo('writer').send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GATEWAY#1', sk: 'A', value: 1 } }));
    expect((await dynamo('writer').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GATEWAY#1', sk: 'A' } }))).Item?.value).toBe(1);
    const denied = await failure(dynamo('lister').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GATEWAY#1', sk: 'A' } })));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.message).toBe(
      `User: arn:aws:sts::000000000000:assumed-role/lister-role/lister is not authorized to perform: dynamodb:GetItem on resource: ${TABLE} because no identity-based policy allows the dynamodb:GetItem action`,
    );
  });

  it("authorises a transaction item by item, and a Query on an index only by the index's own ARN", async () => {
    const transaction = await failure(
      dynamo('writer').send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: 'sddp', Item: { pk: 'GATEWAY#2', sk: 'A' } } },
            { Delete: { TableName: 'sddp', Key: { pk: 'GATEWAY#1', sk: 'A' } } },
          ],
        }),
      ),
    );
    expect(transaction?.message).toContain('dynamodb:DeleteItem');
    const query = await failure(
      dynamo('writer').send(
        new QueryCommand({
          TableName: 'sddp',
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': 'x' },
        }),
      ),
    );
    expect(query?.message).toContain(`on resource: ${TABLE}/index/gsi1`);
  });

  it('decides a presigned upload from the browser by the function that signed it', async () => {
    const put = async (key: string) => {
      const url = await getSignedUrl(s3('writer'), new PutObjectCommand({ Bucket: 'sddp-uploads', Key: key, ContentType: 'text/plain' }), {
        expiresIn: 60,
      });
      expect(url.startsWith(`${gateway.url}/sddp-uploads/`)).toBe(true);
      return fetch(url, { method: 'PUT', headers: { 'content-type': 'text/plain', origin: 'http://127.0.0.1:3000' }, body: 'hello' });
    };
    expect((await put('allowed/a.txt')).status).toBe(200);
    const refused = await put('elsewhere/a.txt');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(await refused.text()).toContain('<Code>AccessDenied</Code>');
    const read = await s3('writer').send(new GetObjectCommand({ Bucket: 'sddp-uploads', Key: 'allowed/a.txt' }));
    expect(await read.Body?.transformToString()).toBe('hello');
  });

  it('answers a missing object with 404 only to a caller that may list the bucket, else 403, as S3 does', async () => {
    const withoutList = await failure(s3('writer').send(new HeadObjectCommand({ Bucket: 'sddp-uploads', Key: 'allowed/none.txt' })));
    expect(withoutList?.$metadata?.httpStatusCode).toBe(403);
    const withList = await failure(s3('lister').send(new HeadObjectCommand({ Bucket: 'sddp-uploads', Key: 'allowed/none.txt' })));
    expect(withList?.$metadata?.httpStatusCode).toBe(404);
  });

  it('sends e-mail into the outbox from the granted address only, and refuses SMS without sns:Publish', async () => {
    const ses = new SESv2Client(as('writer'));
    const mail = (from: string) =>
      ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: ['someone@example.com'] },
          Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello there' } } } },
        }),
      );
    await mail('no-reply@sddp.local');
    expect(await readOutbox(outboxDir)).toContainEqual(
      expect.objectContaining({ kind: 'email', to: 'someone@example.com', text: 'Hello there' }),
    );
    expect((await failure(mail('other@sddp.local')))?.name).toBe('AccessDeniedException');
    const sms = await failure(
      new SNSClient(as('writer')).send(new PublishCommand({ PhoneNumber: '+8613900000000', Message: 'code 1234' })),
    );
    expect(sms?.name).toBe('AuthorizationErrorException');
  });

  it('serves a granted SSM parameter and invokes a granted function', async () => {
    const { Parameter } = await new SSMClient(as('writer')).send(
      new GetParameterCommand({ Name: '/sddp/local/secret', WithDecryption: true }),
    );
    expect(Parameter?.Value).toBe('shh');
    expect((await failure(new SSMClient(as('lister')).send(new GetParameterCommand({ Name: '/sddp/local/secret' }))))?.name).toBe(
      'AccessDeniedException',
    );
    const lambda = new LambdaClient(as('writer'));
    const answer = await lambda.send(
      new InvokeCommand({ FunctionName: 'worker', InvocationType: 'Event', Payload: Buffer.from('{"jobId":"j1"}') }),
    );
    expect(answer.StatusCode).toBe(202);
    expect(invoked).toContainEqual({ name: 'worker', payload: '{"jobId":"j1"}', type: 'Event' });
    expect((await failure(new LambdaClient(as('lister')).send(new InvokeCommand({ FunctionName: 'worker' }))))?.name).toBe(
      'AccessDeniedException',
    );
  });

  it('refuses a key it does not know, and records every decision', async () => {
    expect((await failure(dynamo('nobody').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'x', sk: 'y' } }))))?.name).toBe(
      'UnrecognizedClientException',
    );
    expect(decisions).toContainEqual(expect.objectContaining({ functionName: 'lister', action: 'dynamodb:GetItem', allowed: false }));
    expect(decisions).toContainEqual(expect.objectContaining({ functionName: 'writer', action: 'dynamodb:PutItem', allowed: true }));
  });
});
