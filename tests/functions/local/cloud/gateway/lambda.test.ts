import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deniedMessage, failure, startTestGateway, type TestGateway } from './gateway-harness';

const WORKER = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-worker';

let gateway: TestGateway;
const invocations: { name: string; payload: string; type: string }[] = [];
const grants = {
  api: [
    {
      Effect: 'Allow' as const,
      Action: 'lambda:InvokeFunction',
      Resource: [WORKER, `${WORKER}:*`, 'arn:aws:lambda:ap-east-1:000000000000:function:missing'],
    },
  ],
  other: [],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants, {
    functionFor: (nameOrArn) => (nameOrArn === 'sddp-worker' || nameOrArn === WORKER ? { name: 'sddp-worker', arn: WORKER } : undefined),
    invoke: async (name, payload, type) => {
      invocations.push({ name, payload: payload.toString('utf8'), type });
      const event = JSON.parse(payload.toString('utf8')) as { fail?: boolean };
      return event.fail
        ? { payload: Buffer.from('{"errorType":"Error","errorMessage":"boom"}'), functionError: 'Unhandled' }
        : { payload: Buffer.from('{"ok":true}') };
    },
  });
});
afterAll(() => gateway?.stop());

const invoke = (key: string, input: Omit<ConstructorParameters<typeof InvokeCommand>[0], 'Payload'> & { Payload?: string }) =>
  new LambdaClient(gateway.as(key)).send(
    new InvokeCommand({ ...input, ...(input.Payload ? { Payload: Buffer.from(input.Payload) } : {}) }),
  );

describe('the cloud gateway standing in for Lambda Invoke', () => {
  it('runs a granted invocation with its payload: RequestResponse answers, Event returns 202', async () => {
    const answer = await invoke('api', { FunctionName: 'sddp-worker', Payload: '{"jobId":"j1"}' });
    expect(answer.StatusCode).toBe(200);
    expect(Buffer.from(answer.Payload!).toString('utf8')).toBe('{"ok":true}');
    expect(answer.FunctionError).toBeUndefined();
    const queued = await invoke('api', { FunctionName: WORKER, InvocationType: 'Event', Payload: '{"jobId":"j2"}' });
    expect(queued.StatusCode).toBe(202);
    expect(invocations).toEqual([
      { name: 'sddp-worker', payload: '{"jobId":"j1"}', type: 'RequestResponse' },
      { name: 'sddp-worker', payload: '{"jobId":"j2"}', type: 'Event' },
    ]);
  });

  it("reports the function's own failure as FunctionError", async () => {
    const answer = await invoke('api', { FunctionName: 'sddp-worker:live', Payload: '{"fail":true}' });
    expect(answer.FunctionError).toBe('Unhandled');
    // The qualifier reaches the runtime: an alias may have asynchronous settings of its own.
    expect(invocations.at(-1)).toMatchObject({ name: 'sddp-worker:live' });
    expect(gateway.records).toContainEqual({
      functionName: 'api',
      action: 'lambda:InvokeFunction',
      resource: `${WORKER}:live`,
      allowed: true,
    });
  });

  it('refuses an ungranted caller with AccessDeniedException, and names a missing function only to a granted one', async () => {
    const denied = await failure(invoke('other', { FunctionName: 'sddp-worker' }));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.$metadata?.httpStatusCode).toBe(403);
    expect(denied?.message).toBe(deniedMessage('other', 'lambda:InvokeFunction', WORKER));
    const missing = await failure(invoke('api', { FunctionName: 'missing' }));
    expect(missing?.name).toBe('ResourceNotFoundException');
    expect(missing?.$metadata?.httpStatusCode).toBe(404);
    expect(invocations).toHaveLength(3);
  });

  it('answers a key no function owns with UnrecognizedClientException', async () => {
    expect((await failure(invoke('nobody', { FunctionName: 'sddp-worker' })))?.name).toBe('UnrecognizedClientException');
  });
});
