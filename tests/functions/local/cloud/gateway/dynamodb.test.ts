import { DynamoDBClient, ExecuteStatementCommand } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deniedMessage, failure, startTestGateway, type TestGateway } from './gateway-harness';

const TABLE = 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp';

let gateway: TestGateway;
const grants = {
  writer: [
    {
      Effect: 'Allow' as const,
      Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem'],
      Resource: TABLE,
    },
  ],
  reader: [{ Effect: 'Allow' as const, Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: [TABLE, `${TABLE}/index/gsi1`] }],
  transactor: [
    {
      Effect: 'Allow' as const,
      Action: ['dynamodb:PutItem', 'dynamodb:ConditionCheckItem'],
      Resource: TABLE,
      Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:EnclosingOperation': ['TransactWriteItems'] } },
    },
  ],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants);
});
afterAll(() => gateway?.stop());

const dynamo = (key: string) => DynamoDBDocumentClient.from(new DynamoDBClient(gateway.as(key)));

describe('the cloud gateway in front of DynamoDB Local', () => {
  it('passes a granted call through and refuses an ungranted one with AccessDeniedException in AWS words', async () => {
    await dynamo('writer').send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GW#DDB#1', sk: 'A', value: 1 } }));
    const { Item } = await dynamo('reader').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GW#DDB#1', sk: 'A' } }));
    expect(Item?.value).toBe(1);

    const denied = await failure(dynamo('reader').send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GW#DDB#1', sk: 'B' } })));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.$metadata?.httpStatusCode).toBe(400);
    expect(denied?.message).toBe(deniedMessage('reader', 'dynamodb:PutItem', TABLE));
    expect(gateway.records).toContainEqual({ functionName: 'reader', action: 'dynamodb:PutItem', resource: TABLE, allowed: false });
  });

  it('authorises a transaction item by item, each with its own action and dynamodb:EnclosingOperation', async () => {
    const transaction = (items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>) =>
      dynamo('transactor').send(new TransactWriteCommand({ TransactItems: items }));
    await transaction([
      { Put: { TableName: 'sddp', Item: { pk: 'GW#DDB#2', sk: 'A' } } },
      { ConditionCheck: { TableName: 'sddp', Key: { pk: 'GW#DDB#1', sk: 'A' }, ConditionExpression: 'attribute_exists(pk)' } },
    ]);
    const deleting = await failure(
      transaction([
        { Put: { TableName: 'sddp', Item: { pk: 'GW#DDB#3', sk: 'A' } } },
        { Delete: { TableName: 'sddp', Key: { pk: 'GW#DDB#1', sk: 'A' } } },
      ]),
    );
    expect(deleting?.name).toBe('AccessDeniedException');
    expect(deleting?.message).toBe(deniedMessage('transactor', 'dynamodb:DeleteItem', TABLE));
    expect((await dynamo('writer').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GW#DDB#3', sk: 'A' } }))).Item).toBeUndefined();
    // The same PutItem outside a transaction has no EnclosingOperation, so the grant does not apply.
    expect((await failure(dynamo('transactor').send(new PutCommand({ TableName: 'sddp', Item: { pk: 'GW#DDB#4', sk: 'A' } }))))?.name).toBe(
      'AccessDeniedException',
    );
  });

  it("decides a Query on an index by the index's own ARN", async () => {
    const query = (key: string, IndexName: string) =>
      dynamo(key).send(
        new QueryCommand({
          TableName: 'sddp',
          IndexName,
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': 'GW#DDB' },
        }),
      );
    const onTableOnly = await failure(query('writer', 'gsi1'));
    expect(onTableOnly?.name).toBe('AccessDeniedException');
    expect(onTableOnly?.message).toBe(deniedMessage('writer', 'dynamodb:Query', `${TABLE}/index/gsi1`));
    expect((await query('reader', 'gsi1')).Items).toEqual([]);
    expect((await failure(query('reader', 'gsi2')))?.message).toContain(`${TABLE}/index/gsi2`);
  });

  it('decides batches by their own action on every table they name', async () => {
    await dynamo('writer').send(new BatchWriteCommand({ RequestItems: { sddp: [{ PutRequest: { Item: { pk: 'GW#DDB#5', sk: 'A' } } }] } }));
    const reading = await failure(
      dynamo('writer').send(new BatchGetCommand({ RequestItems: { sddp: { Keys: [{ pk: 'GW#DDB#5', sk: 'A' }] } } })),
    );
    expect(reading?.message).toBe(deniedMessage('writer', 'dynamodb:BatchGetItem', TABLE));
  });

  it('refuses a key no function owns, and an operation it does not serve, without forwarding either', async () => {
    const unknown = await failure(dynamo('nobody').send(new GetCommand({ TableName: 'sddp', Key: { pk: 'GW#DDB#1', sk: 'A' } })));
    expect(unknown?.name).toBe('UnrecognizedClientException');
    expect(unknown?.message).toBe('The security token included in the request is invalid.');
    const partiql = await failure(
      new DynamoDBClient(gateway.as('writer')).send(new ExecuteStatementCommand({ Statement: 'SELECT * FROM sddp' })),
    );
    expect(partiql?.$metadata?.httpStatusCode).toBe(400);
    expect(partiql?.message).toBe('The local cloud gateway does not serve DynamoDB ExecuteStatement');
  });
});
