import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** One DocumentClient per process, created on first use outside any handler call. */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const base = new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}) });
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export const tableName = () => config().TABLE_NAME;

/** Tests and the local platform point the process at new endpoints; drop the cached client. */
export function resetDbClient(): void {
  client = undefined;
}
