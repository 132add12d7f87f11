import { afterEach, describe, expect, it } from 'vitest';
import { startFunctionRuntime, type FunctionRuntime } from '#local/cloud/runtime/function-runtime';
import { FunctionError } from '#local/cloud/runtime/function-sandbox';
import type { LocalDeployment, LocalFunction } from '#local/cloud/template/read-deployment';
import type { ProbeEvent } from '../fixtures/probe-handler';

const probe = (name: string, overrides: Partial<LocalFunction> = {}): LocalFunction => ({
  label: `sddp-test/${name}`,
  entry: 'tests/functions/local/cloud/fixtures/probe-handler.ts',
  runtimeFiles: [],
  name,
  arn: `arn:aws:lambda:ap-east-1:000000000000:function:${name}`,
  environment: { TABLE_NAME: `table-of-${name}` },
  timeoutSeconds: 10,
  memoryMb: 256,
  roleArn: `arn:aws:iam::000000000000:role/${name}-role`,
  roleName: `${name}-role`,
  policies: [],
  eventInvokeConfigs: [],
  ...overrides,
});

const deployment = (...functions: LocalFunction[]): LocalDeployment => ({
  region: 'ap-east-1',
  account: '000000000000',
  functions,
  routes: [],
  schedules: [],
  queues: [],
});

let runtime: FunctionRuntime | undefined;
const lines: string[] = [];
const start = (...functions: LocalFunction[]) => {
  runtime = startFunctionRuntime({
    deployment: deployment(...functions),
    endpoint: 'http://127.0.0.1:9',
    output: (label, line) => lines.push(`${label} ${line}`),
    log: (line) => lines.push(line),
  });
  return runtime;
};
const call = (name: string, event: ProbeEvent) => runtime!.invoke(name, event) as Promise<Record<string, unknown>>;

afterEach(async () => {
  await runtime?.stop();
  runtime = undefined;
  lines.length = 0;
});

describe('the local function runtime', () => {
  it("gives each function exactly its template's variables and Lambda's own, nothing of the platform's", async () => {
    process.env.SDDP_PLATFORM_ONLY = 'secret-of-the-platform';
    try {
      await start(probe('one', { environment: { TABLE_NAME: 't1', PUBLIC_URL: 'https://public-url.sddp.invalid/x' } })).ready;
    } finally {
      delete process.env.SDDP_PLATFORM_ONLY;
    }
    const { env } = (await call('one', { action: 'env' })) as { env: Record<string, string> };
    expect(env).toMatchObject({
      TABLE_NAME: 't1',
      PUBLIC_URL: 'https://public-url.sddp.invalid/x',
      AWS_LAMBDA_FUNCTION_NAME: 'one',
      AWS_REGION: 'ap-east-1',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '256',
      TZ: 'UTC',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(env.AWS_ACCESS_KEY_ID).toMatch(/^ASIA[0-9A-F]{16}$/);
    expect(env).not.toHaveProperty('SDDP_PLATFORM_ONLY');
    expect(env).not.toHaveProperty('VITEST');
    expect(env).not.toHaveProperty('OUTBOX_DIR');
  });

  it("keeps one function's environment and module state out of another's", async () => {
    await start(probe('one'), probe('two')).ready;
    await call('one', { action: 'leak' });
    const one = await call('one', { action: 'env' });
    const two = await call('two', { action: 'env' });
    expect(one).toMatchObject({ leaked: 'yes', calls: 2 });
    expect((one.env as Record<string, string>).LEAKED).toBe('yes');
    expect(two).toMatchObject({ leaked: null, calls: 1 });
    expect(two.env).not.toHaveProperty('LEAKED');
    expect(runtime!.pidOf('one')).not.toBe(runtime!.pidOf('two'));
  });

  it('names each function and the setting its template lacks when the start fails', async () => {
    const failing = start(probe('no-table', { environment: {} }), probe('fine'));
    await expect(failing.ready).rejects.toThrow(
      /sddp-test\/no-table \(tests\/functions\/local\/cloud\/fixtures\/probe-handler\.ts\) failed to start: Function no-table reads TABLE_NAME, which its environment does not set/,
    );
  });

  it('refuses to start a function whose role names an action AWS does not have', async () => {
    const typo = probe('typo', {
      policies: [
        { Statement: [{ Effect: 'Allow', Action: 'dynamodb:PutItems', Resource: 'arn:aws:dynamodb:ap-east-1:000000000000:table/t' }] },
      ],
    });
    await expect(start(typo).ready).rejects.toThrow(/sddp-test\/typo: its role .*dynamodb:PutItems/);
  });

  it('fails a read of a setting the entry does not declare, as on AWS', async () => {
    await start(probe('one', { environment: { TABLE_NAME: 't', UPLOAD_BUCKET: 'b' } })).ready;
    await expect(call('one', { action: 'read', setting: 'UPLOAD_BUCKET' })).rejects.toThrow(
      /UndeclaredSettingError: Function one reads UPLOAD_BUCKET, which its entry does not declare/,
    );
    await expect(call('one', { action: 'read', setting: 'TABLE_NAME' })).resolves.toEqual({ value: 't' });
  });

  it("reports the function's error as Lambda does and keeps the process", async () => {
    await start(probe('one')).ready;
    const pid = runtime!.pidOf('one');
    const error = await call('one', { action: 'throw' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).payload).toMatchObject({ errorType: 'TypeError', errorMessage: 'the probe was told to fail' });
    expect(runtime!.pidOf('one')).toBe(pid);
  });

  it('times an invocation out at the template timeout and replaces the process', async () => {
    await start(probe('slow', { timeoutSeconds: 1 })).ready;
    const pid = runtime!.pidOf('slow');
    const error = await call('slow', { action: 'sleep', ms: 5_000 }).catch((caught: unknown) => caught);
    expect((error as FunctionError).payload).toEqual({ errorType: 'Sandbox.Timedout', errorMessage: 'Task timed out after 1.00 seconds' });
    await expect(call('slow', { action: 'sleep', ms: 10 })).resolves.toEqual({ slept: 10 });
    expect(runtime!.pidOf('slow')).not.toBe(pid);
  });

  it("refuses an answer over Lambda's 6 MB response limit", async () => {
    await start(probe('one')).ready;
    const error = await call('one', { action: 'big' }).catch((caught: unknown) => caught);
    expect((error as FunctionError).payload.errorType).toBe('Function.ResponseSizeTooLarge');
  });

  it('fails the invocations of a process that dies, and starts a new one for the next', async () => {
    await start(probe('one')).ready;
    const error = await call('one', { action: 'exit' }).catch((caught: unknown) => caught);
    expect((error as FunctionError).payload.errorType).toBe('Runtime.ExitError');
    await expect(call('one', { action: 'env' })).resolves.toMatchObject({ calls: 1 });
  });

  it('returns at once from an asynchronous invocation', async () => {
    await start(probe('one')).ready;
    const started = Date.now();
    await expect(runtime!.invoke('one', { action: 'sleep', ms: 2_000 }, 'Event')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('runs an asynchronous event by the EventInvokeConfig of the qualifier invoked, as Lambda does', async () => {
    await start(
      probe('one', {
        eventInvokeConfigs: [
          { qualifier: '$LATEST', maximumRetryAttempts: 0, maximumEventAgeSeconds: 60 },
          { qualifier: 'live', maximumRetryAttempts: 1, maximumEventAgeSeconds: 60 },
        ],
      }),
    ).ready;
    expect(await runtime!.invokeEvent('one', { action: 'throw' })).toMatchObject({
      attempts: 1,
      condition: 'RetriesExhausted',
      error: { errorType: 'TypeError', errorMessage: 'the probe was told to fail' },
    });
    expect(await runtime!.invokeEvent('one:live', { action: 'throw' })).toMatchObject({ attempts: 2, condition: 'RetriesExhausted' });
    expect(await runtime!.invokeEvent('one:live', { action: 'env' })).toMatchObject({ attempts: 1, result: { calls: 4 } });
    expect(lines.filter((line) => line.includes('no on-failure destination, so Lambda drops it'))).toHaveLength(2);
  });
});
