import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './gateway-harness';

// Stands in for a parser bug: the catalogue rejects what the gateway asked (here, one table's ARN).
vi.mock('#local/cloud/iam/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#local/cloud/iam/catalogue')>();
  return {
    ...actual,
    checkAuthorizationRequest: (request: Parameters<typeof actual.checkAuthorizationRequest>[0]) => {
      if (request.resource.endsWith('table/gateway-bug'))
        throw new actual.MalformedArnError(request.action, request.resource, [
          'arn:${Partition}:dynamodb:${Region}:${Account}:table/${TableName}',
        ]);
      actual.checkAuthorizationRequest(request);
    },
  };
});

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ reader: [{ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: '*' }] }, { enforce: false });
});
afterAll(() => gateway?.stop());

describe('the cloud gateway asking IAM about something AWS does not have', () => {
  it('answers 500 with the catalogue error, logs it, records nothing and forwards nothing, even with enforcement off', async () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ ...gateway.as('reader'), maxAttempts: 1 }));
    const bug = await failure(client.send(new GetCommand({ TableName: 'gateway-bug', Key: { pk: 'x', sk: 'y' } })));
    expect(bug?.$metadata?.httpStatusCode).toBe(500);
    expect(bug?.message).toContain('Resource "arn:aws:dynamodb:ap-east-1:000000000000:table/gateway-bug" of dynamodb:GetItem');
    expect(gateway.logs.some((line) => line.includes('MalformedArnError'))).toBe(true);
    expect(gateway.records).toEqual([]);
  });
});
