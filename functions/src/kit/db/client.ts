import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#kit/config';
import { createLogger } from '#kit/logger';

let client: DynamoDBDocumentClient | undefined;

const sdkLog = createLogger({ source: 'aws-sdk' });
/**
 * The SDK's own warnings (deprecated settings, clock skew) go to our log. It has no `info` nor `error`: the
 * SDK calls `logger?.info?.(…)` after every command and `logger?.error?.(…)` after every failed one (an
 * expected failed condition included, which our code answers), and builds that line first — walking the
 * whole input and output for sensitive fields, 3% of a handler test's CPU — only when the method exists.
 */
export const SDK_LOGGER = {
  debug: () => undefined,
  warn: (...content: unknown[]) => sdkLog.warn('AWS SDK warning', { content }),
} as unknown as NonNullable<DynamoDBClientConfig['logger']>;

/** One DocumentClient per process, created on first use outside any handler call. */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      logger: SDK_LOGGER,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
    });
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export const tableName = () => config().TABLE_NAME;

/** Tests and the local platform point the process at new endpoints; drop the cached client. */
export function resetDbClient(): void {
  client = undefined;
}
