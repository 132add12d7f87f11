import { LambdaClient } from '@aws-sdk/client-lambda';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalQueue } from '#local/cloud/template/read-deployment';
import { redriveFailures } from '../../../scripts/redrive/redrive-failures';
import { startTestGateway, type TestGateway } from './cloud/gateway/gateway-harness';

/** The redrive's SDK calls against the gateway: the same calls it makes against AWS. */
const QUEUE: LocalQueue = {
  label: 'sddp-test/FailedInvocations/Queue',
  name: 'sddp-test-Redrive',
  arn: 'arn:aws:sqs:ap-east-1:000000000000:sddp-test-Redrive',
  url: 'https://sqs.ap-east-1.amazonaws.com/000000000000/sddp-test-Redrive',
  visibilityTimeoutSeconds: 30,
  retentionSeconds: 3_600,
  delaySeconds: 0,
};
const WORKER = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-worker';
const JOB = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-job';
const GONE = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-gone';

let gateway: TestGateway;
const invocations: { name: string; payload: string; type: string }[] = [];

beforeAll(async () => {
  gateway = await startTestGateway(
    { ops: [{ Effect: 'Allow' as const, Action: ['sqs:*', 'lambda:InvokeFunction'], Resource: '*' }] },
    {
      queueFor: (arn) => (arn === QUEUE.arn ? QUEUE : undefined),
      functionFor: (nameOrArn) => {
        const name = nameOrArn.split(':').at(-1)!;
        return name === 'sddp-worker' || name === 'sddp-job'
          ? { name, arn: `arn:aws:lambda:ap-east-1:000000000000:function:${name}` }
          : undefined;
      },
      invoke: async (name, payload, type) => {
        invocations.push({ name, payload: payload.toString('utf8'), type });
        return { payload: Buffer.from('') };
      },
    },
  );
});
afterAll(() => gateway?.stop());

const record = (functionArn: string, requestPayload: unknown) =>
  JSON.stringify({
    version: '1.0',
    timestamp: '2026-11-29T02:00:05.000Z',
    requestContext: { requestId: 'r', functionArn, condition: 'RetriesExhausted', approximateInvokeCount: 1 },
    requestPayload,
    responsePayload: { errorType: 'Error', errorMessage: 'boom' },
  });

describe('the redrive of the failure queue', () => {
  it('lists in a dry run and changes nothing; then replays each failure asynchronously, deletes it, and leaves what it cannot replay', async () => {
    const sqs = new SQSClient(gateway.as('ops'));
    const lambda = new LambdaClient(gateway.as('ops'));
    const send = (MessageBody: string, MessageAttributes?: Record<string, { DataType: string; StringValue: string }>) =>
      sqs.send(new SendMessageCommand({ QueueUrl: QUEUE.url, MessageBody, ...(MessageAttributes ? { MessageAttributes } : {}) }));
    await send(record(`${WORKER}:live`, { jobId: 'j-1' }));
    await send('{"recover":true}', {
      TARGET_ARN: { DataType: 'String', StringValue: JOB },
      ERROR_CODE: { DataType: 'String', StringValue: 'AWS.Lambda.TooManyRequestsException' },
      RETRY_ATTEMPTS: { DataType: 'String', StringValue: '3' },
    });
    await send(record(GONE, {}));
    await send('not a failure record');
    const visible = async () =>
      (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: QUEUE.url, AttributeNames: ['ApproximateNumberOfMessages'] }))).Attributes
        ?.ApproximateNumberOfMessages;

    const listed: string[] = [];
    expect(await redriveFailures({ sqs, lambda, queueUrl: QUEUE.url, dryRun: true, print: (line) => listed.push(line) })).toEqual({
      replayed: 0,
      listed: 3,
      left: 1,
    });
    expect(listed).toContainEqual(
      'would replay sddp-worker {"jobId":"j-1"} (RetriesExhausted, 1 attempt, 2026-11-29T02:00:05.000Z, Error: boom)',
    );
    expect(listed).toContainEqual(
      'would replay sddp-job {"recover":true} (not delivered by Scheduler: AWS.Lambda.TooManyRequestsException, 4 attempts)',
    );
    expect(invocations).toEqual([]);
    expect(await visible()).toBe('4');

    const printed: string[] = [];
    expect(await redriveFailures({ sqs, lambda, queueUrl: QUEUE.url, dryRun: false, print: (line) => printed.push(line) })).toEqual({
      replayed: 2,
      listed: 0,
      left: 2,
    });
    expect(invocations).toEqual([
      { name: 'sddp-worker:live', payload: '{"jobId":"j-1"}', type: 'Event' },
      { name: 'sddp-job', payload: '{"recover":true}', type: 'Event' },
    ]);
    expect(printed).toContainEqual(expect.stringMatching(/^left {6}sddp-gone \{\} .*: ResourceNotFoundException: Function not found/));
    expect(printed.at(-1)).toBe('2 replayed and deleted, 2 left in the queue');
    expect(gateway.records.filter((decision) => decision.action === 'sqs:DeleteMessage')).toHaveLength(2);
  });
});
