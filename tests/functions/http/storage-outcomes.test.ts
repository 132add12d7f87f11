import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '@sddp/shared';
import { handler as orgHandler } from '#domains/org/handler';
import { createDomainHandler } from '#http/domain-handler';
import { route } from '#http/route';
import { db } from '#kit/db/client';
import { apiEvent, call, lambdaContext } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { awsError, throttleTransactions } from '#test/store-faults';

const cancelled = (...codes: string[]) =>
  awsError('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });

const probe = defineEndpoint({
  id: 'test.probe',
  domain: 'auth',
  method: 'POST',
  path: '/test/probe',
  input: z.object({}),
  output: z.null(),
  access: 'public',
});

/** A handler whose one route throws what the test injects, through the whole middleware chain. */
function handlerThrowing(error: unknown) {
  return createDomainHandler([route(probe, async () => Promise.reject(error))]);
}

async function answer(error: unknown) {
  const response = (await handlerThrowing(error)(
    apiEvent({ method: 'POST', path: '/test/probe', body: {}, language: 'en' }),
    lambdaContext(),
  )) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    ...(JSON.parse(response.body) as { code: number; message: string }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('expected storage outcomes answer as what they are, never as a 500', () => {
  it.each([
    ['ConditionalCheckFailedException', awsError('ConditionalCheckFailedException')],
    ['a cancelled transaction with a failed condition', cancelled('None', 'ConditionalCheckFailed')],
  ])('%s is a 409 that says someone else changed the data', async (_label, error) => {
    expect(await answer(error)).toMatchObject({
      status: 409,
      code: 409,
      message: 'The data was changed by someone else, please refresh and try again',
      retryAfter: undefined,
    });
  });

  it.each([
    ['ProvisionedThroughputExceededException', awsError('ProvisionedThroughputExceededException')],
    ['ThrottlingException', awsError('ThrottlingException')],
    ['RequestLimitExceeded', awsError('RequestLimitExceeded')],
    ['TransactionConflictException', awsError('TransactionConflictException')],
    ['InternalServerError of the store', awsError('InternalServerError')],
    ['a transaction cancelled by a conflict', cancelled('None', 'TransactionConflict')],
    ['a transaction cancelled by throttling', cancelled('ThrottlingError')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ])('%s is a 503 with Retry-After', async (_label, error) => {
    expect(await answer(error)).toMatchObject({
      status: 503,
      code: 503,
      message: 'The server is busy, please try again shortly',
      retryAfter: '1',
    });
  });

  it.each([
    ['a ValidationException (a request of ours the store refuses)', awsError('ValidationException')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s stays a generic 500, its details only in the log with the request id', async (_label, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await answer(error);
    expect(response).toMatchObject({ status: 500, message: 'Server error, please try again later' });
    expect(JSON.stringify(response)).not.toContain('from the store');
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as { requestId: string; error: string };
    expect(line.requestId).toBeTruthy();
    expect(line.error).toContain((error as Error).name);
  });
});

describe('the same mapping through a real route', () => {
  it('throttling on an organisation edit answers 503 with Retry-After and writes nothing', async () => {
    const { token } = await signedIn('admin');
    const org = await createTestOrg();
    throttleTransactions();
    const response = await call(orgHandler, {
      method: 'POST',
      path: '/org/admin/update',
      token,
      body: { id: org.id, orgName: uniqueCode('renamed'), version: org.version },
    });
    expect(response).toMatchObject({ status: 503, code: 503 });
    vi.restoreAllMocks();
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: org.orgName, version: org.version });
  });

  it('writers that keep conflicting on the same items end in a bounded 503, not a 500', async () => {
    const { token } = await signedIn('admin');
    const org = await createTestOrg();
    const send = db().send.bind(db());
    const writes = vi
      .spyOn(db(), 'send')
      .mockImplementation(((command: unknown) =>
        command instanceof TransactWriteCommand
          ? Promise.reject(cancelled('TransactionConflict', 'None', 'None'))
          : send(command as never)) as typeof send);
    const response = await call(orgHandler, {
      method: 'POST',
      path: '/org/admin/state',
      token,
      body: { id: org.id, state: 'n', version: org.version },
    });
    expect(response).toMatchObject({ status: 503, message: '服务器繁忙，请稍后重试' });
    expect(writes.mock.calls.filter(([command]) => command instanceof TransactWriteCommand).length).toBeLessThanOrEqual(10);
  });
});
