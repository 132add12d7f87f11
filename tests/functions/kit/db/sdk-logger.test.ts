import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { db, SDK_LOGGER, tableName } from '#kit/db/client';
import { type LogEntry, setLogSink } from '#kit/logger';

afterEach(() => setLogSink(undefined));

describe("the DynamoDB client's logger", () => {
  it('has no info nor error, so the SDK never builds its per-command line, and commands still run', async () => {
    expect('info' in SDK_LOGGER).toBe(false);
    expect('error' in SDK_LOGGER).toBe(false);
    expect(db().config.logger).toBe(SDK_LOGGER);
    const answer = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'NO-SUCH-ITEM', sk: 'NONE' } }));
    expect(answer.Item).toBeUndefined();
  });

  it("puts the SDK's warnings in our log, and not a failed condition our code answers", async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    SDK_LOGGER.warn('a deprecated setting');
    const refused = db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: 'NO-SUCH-ITEM' } }), // no sort key: a validation error
    );
    await expect(refused).rejects.toThrow();
    expect(entries).toEqual([
      expect.objectContaining({ level: 'warn', message: 'AWS SDK warning', source: 'aws-sdk', content: ['a deprecated setting'] }),
    ]);
  });
});
