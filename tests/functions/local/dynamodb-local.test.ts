import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { JavaMissingError, startDynamoDbLocal } from '#local/dynamodb-local';
import { isAlive } from '#local/process-alive';
import { startServices, type LocalServices } from '#local/services';
import { ensureTable } from '#local/tables';

const documentClient = (services: LocalServices) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: services.dynamodbEndpoint, region: services.region, credentials: services.credentials }),
  );

describe('DynamoDB Local on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-ddb-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps items across a stop and a restart on the same data folder', async () => {
    const first = await startServices({ dataDir });
    const key = { pk: 'TEST#persist', sk: 'TEST' };
    try {
      const table = await documentClient(first).send(new DescribeTableCommand({ TableName: first.tableName }));
      expect(table.Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.Projection?.ProjectionType])).toEqual([
        ['gsi1', 'ALL'],
        ['gsi2', 'ALL'],
      ]);
      expect(table.Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
      // Transactions are why DynamoDB Local is used rather than dynalite.
      await documentClient(first).send(
        new TransactWriteCommand({ TransactItems: [{ Put: { TableName: first.tableName, Item: { ...key, value: 42 } } }] }),
      );
    } finally {
      await first.stop();
    }
    expect(isAlive(first.dynamodbPid)).toBe(false);

    const second = await startServices({ dataDir });
    try {
      expect(second.dynamodbPid).not.toBe(first.dynamodbPid);
      const { Item } = await documentClient(second).send(new GetCommand({ TableName: second.tableName, Key: key }));
      expect(Item).toEqual({ ...key, value: 42 });
      // Creating the table again is a no-op.
      const client = new DynamoDBClient({ endpoint: second.dynamodbEndpoint, region: second.region, credentials: second.credentials });
      expect(await ensureTable(client, second.tableName)).toBe(false);
    } finally {
      await second.stop();
    }
    expect(isAlive(second.dynamodbPid)).toBe(false);
  }, 60_000);

  it('shares one database across credentials and regions (-sharedDb)', async () => {
    const services = await startServices({ inMemory: true });
    try {
      const key = { pk: 'TEST#shared', sk: 'TEST' };
      await documentClient(services).send(new PutCommand({ TableName: services.tableName, Item: key }));
      const other = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: services.dynamodbEndpoint,
          region: 'eu-west-1',
          credentials: { accessKeyId: 'other', secretAccessKey: 'other' },
        }),
      );
      expect((await other.send(new GetCommand({ TableName: services.tableName, Key: key }))).Item).toEqual(key);
    } finally {
      await services.stop();
    }
  }, 60_000);

  it('explains how to install Java when it is missing', async () => {
    const attempt = startDynamoDbLocal({ inMemory: true, javaPath: '/nonexistent/bin/java' });
    await expect(attempt).rejects.toBeInstanceOf(JavaMissingError);
    await expect(attempt).rejects.toThrow(/openjdk-17-jre-headless/);
  });
});
