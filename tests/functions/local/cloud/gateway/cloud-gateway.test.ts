import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './gateway-harness';

const CN_TABLE = 'arn:aws-cn:dynamodb:cn-north-1:000000000000:table/sddp';

const grants = {
  // Only in its own region and partition, and only as its own role.
  regional: [
    {
      Effect: 'Allow' as const,
      Action: ['dynamodb:GetItem', 'dynamodb:PutItem'],
      Resource: 'arn:aws-cn:dynamodb:*:000000000000:table/sddp',
      Condition: {
        StringEquals: { 'aws:RequestedRegion': 'cn-north-1', 'aws:PrincipalArn': 'arn:aws:iam::000000000000:role/regional-role' },
        Bool: { 'aws:SecureTransport': 'false' },
      },
    },
  ],
  nothing: [],
};

describe('the cloud gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(grants);
  });
  afterAll(() => gateway?.stop());

  it("names resources in the aws-cn partition for a cn- region and gives every call AWS's request context", async () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient(gateway.as('regional', 'cn-north-1')));
    await client.send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GW#CN#1', sk: 'A' } }));
    expect(gateway.records).toContainEqual({ functionName: 'regional', action: 'dynamodb:PutItem', resource: CN_TABLE, allowed: true });
    const elsewhere = DynamoDBDocumentClient.from(new DynamoDBClient(gateway.as('regional', 'ap-east-1')));
    expect((await failure(elsewhere.send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GW#CN#1', sk: 'A' } }))))?.name).toBe(
      'AccessDeniedException',
    );
  });

  it('refuses a service it does not serve, naming it', async () => {
    const answer = await fetch(`${gateway.url}/`, {
      method: 'POST',
      headers: {
        authorization: 'AWS4-HMAC-SHA256 Credential=nothing/20260101/ap-east-1/kinesis/aws4_request, SignedHeaders=host, Signature=0',
        'x-amz-target': 'Kinesis_20131202.PutRecord',
      },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('does not serve kinesis');
  });
});

describe('the cloud gateway with enforcement off', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(grants, { enforce: false });
  });
  afterAll(() => gateway?.stop());

  it('lets a denied call through but records it as not allowed', async () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient(gateway.as('nothing')));
    await client.send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GW#OFF#1', sk: 'A', value: 2 } }));
    expect((await client.send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GW#OFF#1', sk: 'A' } }))).Item?.value).toBe(2);
    expect(gateway.records).toContainEqual({
      functionName: 'nothing',
      action: 'dynamodb:PutItem',
      resource: 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp',
      allowed: false,
    });
    expect(gateway.logs.some((line) => line.includes('not enforced') && line.includes('dynamodb:PutItem'))).toBe(true);
  });
});
