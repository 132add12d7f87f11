import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { ensureTable } from '#local/tables';

/**
 * For a test file whose work reads the whole table (the repair, expiry and roll-up jobs, exports of every
 * record): a fresh table of its own in the shared DynamoDB Local, so its time and answers do not grow with
 * what the other files wrote. Call at the top of the file, before hooks that touch data.
 */
export function useOwnTable(): void {
  const shared = process.env.TABLE_NAME;
  const own = `sddp-own-${randomUUID().slice(0, 8)}`;
  const client = () =>
    new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: process.env.AWS_REGION,
      credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
    });
  const pointAt = (tableName: string | undefined) => {
    process.env.TABLE_NAME = tableName;
    resetConfigForTests();
    resetDbClient();
  };

  beforeAll(async () => {
    await ensureTable(client(), own);
    pointAt(own);
  });
  afterAll(async () => {
    pointAt(shared);
    await client().send(new DeleteTableCommand({ TableName: own }));
  });
}
