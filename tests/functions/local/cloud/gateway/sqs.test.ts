import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalQueue } from '#local/cloud/template/read-deployment';
import { deniedMessage, failure, startTestGateway, type TestGateway } from './gateway-harness';

const QUEUE: LocalQueue = {
  label: 'sddp-test/FailedInvocations/Queue',
  name: 'sddp-test-FailedInvocations',
  arn: 'arn:aws:sqs:ap-east-1:000000000000:sddp-test-FailedInvocations',
  url: 'https://sqs.ap-east-1.amazonaws.com/000000000000/sddp-test-FailedInvocations',
  visibilityTimeoutSeconds: 30,
  retentionSeconds: 1_209_600,
  delaySeconds: 0,
};
const OTHER_QUEUE = 'https://sqs.ap-east-1.amazonaws.com/000000000000/sddp-test-Other';

let gateway: TestGateway;
const grants = {
  sender: [{ Effect: 'Allow' as const, Action: 'sqs:SendMessage', Resource: QUEUE.arn }],
  reader: [
    {
      Effect: 'Allow' as const,
      Action: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      Resource: ['arn:aws:sqs:ap-east-1:000000000000:sddp-test-*'],
    },
  ],
  other: [],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants, { queueFor: (arn) => (arn === QUEUE.arn ? QUEUE : undefined) });
});
afterAll(() => gateway?.stop());

const sqs = (key: string) => new SQSClient(gateway.as(key));
const visibleCount = async () =>
  (await sqs('reader').send(new GetQueueAttributesCommand({ QueueUrl: QUEUE.url, AttributeNames: ['All'] }))).Attributes;

describe('the cloud gateway standing in for SQS', () => {
  it('keeps a sent message until it is received and deleted, with the MD5s the SDK checks', async () => {
    const sent = await sqs('sender').send(
      new SendMessageCommand({
        QueueUrl: QUEUE.url,
        MessageBody: '{"version":"1.0","日志":"失败"}',
        MessageAttributes: { ERROR_CODE: { DataType: 'String', StringValue: 'AccessDenied' } },
      }),
    );
    expect(sent.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await visibleCount()).toMatchObject({
      QueueArn: QUEUE.arn,
      ApproximateNumberOfMessages: '1',
      ApproximateNumberOfMessagesNotVisible: '0',
      MessageRetentionPeriod: '1209600',
    });

    const { Messages } = await sqs('reader').send(
      new ReceiveMessageCommand({
        QueueUrl: QUEUE.url,
        MaxNumberOfMessages: 10,
        MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SenderId'],
        MessageAttributeNames: ['All'],
      }),
    );
    expect(Messages).toEqual([
      expect.objectContaining({
        MessageId: sent.MessageId,
        Body: '{"version":"1.0","日志":"失败"}',
        Attributes: { ApproximateReceiveCount: '1', SenderId: 'sender' },
        MessageAttributes: { ERROR_CODE: { DataType: 'String', StringValue: 'AccessDenied' } },
      }),
    ]);
    // Received: hidden for the visibility timeout, so a second receive gets nothing.
    expect((await sqs('reader').send(new ReceiveMessageCommand({ QueueUrl: QUEUE.url }))).Messages).toBeUndefined();
    expect(await visibleCount()).toMatchObject({ ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '1' });

    await sqs('reader').send(new DeleteMessageCommand({ QueueUrl: QUEUE.url, ReceiptHandle: Messages![0]!.ReceiptHandle! }));
    expect(await visibleCount()).toMatchObject({ ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' });
  });

  it('answers a long poll as soon as a message arrives', async () => {
    const started = Date.now();
    const polling = sqs('reader').send(new ReceiveMessageCommand({ QueueUrl: QUEUE.url, WaitTimeSeconds: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sqs('sender').send(new SendMessageCommand({ QueueUrl: QUEUE.url, MessageBody: 'late' }));
    const { Messages } = await polling;
    expect(Messages?.map((message) => message.Body)).toEqual(['late']);
    expect(Date.now() - started).toBeLessThan(4_000);
    await sqs('reader').send(new DeleteMessageCommand({ QueueUrl: QUEUE.url, ReceiptHandle: Messages![0]!.ReceiptHandle! }));
  });

  it('finds the URL of a queue by name', async () => {
    const { QueueUrl } = await sqs('reader').send(new GetQueueUrlCommand({ QueueName: QUEUE.name }));
    expect(QueueUrl).toBe(QUEUE.url);
  });

  it("refuses a role without the queue's action with AWS's AccessDenied, before saying whether the queue exists", async () => {
    const denied = await failure(sqs('other').send(new SendMessageCommand({ QueueUrl: QUEUE.url, MessageBody: 'x' })));
    expect(denied?.$metadata?.httpStatusCode).toBe(403);
    expect(denied?.name).toBe('AccessDenied');
    expect(denied?.message).toBe(deniedMessage('other', 'sqs:SendMessage', QUEUE.arn));
    expect(gateway.records).toContainEqual({ functionName: 'other', action: 'sqs:SendMessage', resource: QUEUE.arn, allowed: false });
    expect((await failure(sqs('sender').send(new ReceiveMessageCommand({ QueueUrl: QUEUE.url }))))?.$metadata?.httpStatusCode).toBe(403);

    const missing = await failure(sqs('reader').send(new GetQueueAttributesCommand({ QueueUrl: OTHER_QUEUE })));
    expect(missing?.name).toBe('QueueDoesNotExist');
    expect(missing?.Error?.Code).toBe('AWS.SimpleQueueService.NonExistentQueue');
  });

  it('answers a malformed queue name or an unknown operation as SQS does, never with a gateway failure', async () => {
    expect((await failure(sqs('reader').send(new GetQueueUrlCommand({ QueueName: 'a:b/c' }))))?.name).toBe('InvalidParameterValue');
    expect(
      (
        await failure(
          sqs('reader').send(new GetQueueAttributesCommand({ QueueUrl: 'https://sqs.ap-east-1.amazonaws.com/000000000000/a:b' })),
        )
      )?.name,
    ).toBe('InvalidAddress');
    const unknown = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        authorization: 'AWS4-HMAC-SHA256 Credential=reader/20260101/ap-east-1/sqs/aws4_request, SignedHeaders=host, Signature=0',
        'x-amz-target': 'AmazonSQS.constructor',
      },
      body: '{}',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('does not serve SQS constructor');
  });

  it('refuses what SQS refuses: a bad receipt handle, an unknown attribute, an empty body, a key no function owns', async () => {
    expect(
      (await failure(sqs('reader').send(new DeleteMessageCommand({ QueueUrl: QUEUE.url, ReceiptHandle: 'not-a-handle' }))))?.name,
    ).toBe('ReceiptHandleIsInvalid');
    expect(
      (await failure(sqs('reader').send(new GetQueueAttributesCommand({ QueueUrl: QUEUE.url, AttributeNames: ['Colour' as never] }))))
        ?.name,
    ).toBe('InvalidAttributeName');
    expect(
      (await failure(sqs('sender').send(new SendMessageCommand({ QueueUrl: QUEUE.url, MessageBody: '' }))))?.$metadata?.httpStatusCode,
    ).toBe(400);
    expect((await failure(sqs('nobody').send(new GetQueueUrlCommand({ QueueName: QUEUE.name }))))?.$metadata?.httpStatusCode).toBe(403);
  });
});
