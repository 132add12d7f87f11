import { md5Hex, md5OfMessageAttributes, type MessageAttributeValue } from '../queues/message-md5';
import type { QueueStore } from '../queues/queue-store';
import type { LocalQueue } from '../template/read-queues';
import type { Answer } from './answers';
import type { GatewayCall, GatewayService } from './gateway-call';
import { accessDenied, invalidParameter, invalidReceipt, missing, noSuchQueue, ok, sqsError } from './sqs-answers';
import { messageAttributes, messageSize, systemAttributes } from './sqs-message-fields';

const TARGET_PREFIX = 'AmazonSQS.';
/** SQS's largest message (1 MiB since 2025). */
const MAX_MESSAGE_BYTES = 1_048_576;
/** The characters SQS accepts in a body: XML's, as SQS has always stored them. */
const INVALID_BODY_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const POLL_MS = 100;
const QUEUE_NAME = /^[\w-]{1,80}$/;

export interface SqsTarget {
  /** The template's queue with this ARN; undefined → QueueDoesNotExist. */
  queueFor(arn: string): LocalQueue | undefined;
  store: QueueStore;
}

type Input = Record<string, unknown>;
type Operation = (call: GatewayCall, input: Input, target: SqsTarget) => Promise<Answer>;

/**
 * SQS (JSON 1.0, `X-Amz-Target: AmazonSQS.<Operation>`, as @aws-sdk/client-sqs speaks it) for the
 * template's queues: SendMessage, ReceiveMessage (with long polling), DeleteMessage,
 * ChangeMessageVisibility, GetQueueAttributes, GetQueueUrl. IAM decides on the queue's ARN before the
 * queue is looked up, as on AWS.
 */
export function sqsService(target: SqsTarget): GatewayService {
  return {
    unrecognizedKey: () =>
      sqsError(
        403,
        'com.amazon.coral.service#InvalidClientTokenId',
        'InvalidClientTokenId',
        'The security token included in the request is invalid.',
      ),
    failure: (status, message) => sqsError(status, 'com.amazon.coral.service#InternalFailure', 'InternalFailure', message, 'Receiver'),
    serve: async (call) => {
      const name = String(call.headers['x-amz-target'] ?? '');
      const operationName = name.startsWith(TARGET_PREFIX) ? name.slice(TARGET_PREFIX.length) : '';
      const operation = Object.hasOwn(OPERATIONS, operationName) ? OPERATIONS[operationName] : undefined;
      if (call.method !== 'POST' || !operation)
        return sqsError(
          400,
          'com.amazon.coral.service#UnknownOperationException',
          'UnknownOperation',
          `The local cloud gateway does not serve SQS ${name.replace(TARGET_PREFIX, '') || `${call.method} ${call.path}`}`,
        );
      let input: Input;
      try {
        input = JSON.parse((await call.body()).toString('utf8') || '{}') as Input;
      } catch {
        return sqsError(
          400,
          'com.amazon.coral.service#SerializationException',
          'SerializationException',
          'The request body is not valid JSON',
        );
      }
      return operation(call, input, target);
    },
  };
}

const OPERATIONS: Readonly<Record<string, Operation>> = {
  GetQueueUrl: async (call, input, target) => {
    if (typeof input.QueueName !== 'string') return missing('QueueName');
    const account = input.QueueOwnerAWSAccountId ?? call.account;
    if (!QUEUE_NAME.test(input.QueueName) || typeof account !== 'string' || !/^\d{12}$/.test(account))
      return invalidParameter('Value for parameter QueueName or QueueOwnerAWSAccountId is invalid.');
    const arn = `arn:${call.partition}:sqs:${call.credential.region}:${account}:${input.QueueName}`;
    const denied = call.requireAll([{ action: 'sqs:GetQueueUrl', resource: arn }]);
    if (denied) return accessDenied(denied);
    const queue = target.queueFor(arn);
    return queue ? ok({ QueueUrl: queue.url }) : noSuchQueue();
  },

  SendMessage: (call, input, target) =>
    withQueue(call, input, target, 'sqs:SendMessage', async (queue) => {
      const body = input.MessageBody;
      if (typeof body !== 'string' || body === '') return missing('MessageBody');
      if (INVALID_BODY_CHARACTER.test(body))
        return sqsError(
          400,
          'com.amazonaws.sqs#InvalidMessageContents',
          'InvalidMessageContents',
          'Invalid characters found in the message body',
        );
      const delay = input.DelaySeconds === undefined ? undefined : Number(input.DelaySeconds);
      if (delay !== undefined && !(Number.isInteger(delay) && delay >= 0 && delay <= 900))
        return invalidParameter(
          `Value ${String(input.DelaySeconds)} for parameter DelaySeconds is invalid. Reason: must be between 0 and 900.`,
        );
      const attributes = (input.MessageAttributes ?? {}) as Record<string, MessageAttributeValue>;
      if (messageSize(body, attributes) > MAX_MESSAGE_BYTES)
        return invalidParameter(`One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`);
      const sent = await target.store.send(queue, {
        body,
        senderId: call.credential.accessKeyId,
        ...(delay === undefined ? {} : { delaySeconds: delay }),
        messageAttributes: attributes,
      });
      return ok({
        MessageId: sent.messageId,
        MD5OfMessageBody: md5Hex(body),
        ...(sent.messageAttributes ? { MD5OfMessageAttributes: md5OfMessageAttributes(sent.messageAttributes) } : {}),
      });
    }),

  ReceiveMessage: (call, input, target) =>
    withQueue(call, input, target, 'sqs:ReceiveMessage', async (queue) => {
      const max = Number(input.MaxNumberOfMessages ?? 1);
      if (!(Number.isInteger(max) && max >= 1 && max <= 10))
        return invalidParameter(
          `Value ${String(input.MaxNumberOfMessages)} for parameter MaxNumberOfMessages is invalid. Reason: Must be between 1 and 10, if provided.`,
        );
      const wait = Number(input.WaitTimeSeconds ?? 0);
      if (!(Number.isInteger(wait) && wait >= 0 && wait <= 20))
        return invalidParameter(
          `Value ${String(input.WaitTimeSeconds)} for parameter WaitTimeSeconds is invalid. Reason: Must be >= 0 and <= 20, if provided.`,
        );
      const visibility = input.VisibilityTimeout === undefined ? undefined : Number(input.VisibilityTimeout);
      const deadline = Date.now() + wait * 1000;
      for (;;) {
        const received = await target.store.receive(queue, {
          max,
          ...(visibility === undefined ? {} : { visibilityTimeoutSeconds: visibility }),
        });
        if (received.length > 0 || Date.now() >= deadline) {
          if (received.length === 0) return ok({});
          const systemNames = [...asNames(input.AttributeNames), ...asNames(input.MessageSystemAttributeNames)];
          const attributeNames = asNames(input.MessageAttributeNames);
          return ok({
            Messages: received.map(({ message, receiptHandle }) => ({
              MessageId: message.messageId,
              ReceiptHandle: receiptHandle,
              MD5OfBody: md5Hex(message.body),
              Body: message.body,
              ...systemAttributes(message, systemNames),
              ...messageAttributes(message, attributeNames),
            })),
          });
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }),

  DeleteMessage: (call, input, target) =>
    withQueue(call, input, target, 'sqs:DeleteMessage', async (queue) => {
      if (typeof input.ReceiptHandle !== 'string') return missing('ReceiptHandle');
      const outcome = await target.store.delete(queue, input.ReceiptHandle);
      return outcome === 'invalid' ? invalidReceipt(input.ReceiptHandle) : ok({});
    }),

  ChangeMessageVisibility: (call, input, target) =>
    withQueue(call, input, target, 'sqs:ChangeMessageVisibility', async (queue) => {
      if (typeof input.ReceiptHandle !== 'string') return missing('ReceiptHandle');
      const seconds = Number(input.VisibilityTimeout);
      if (!(Number.isInteger(seconds) && seconds >= 0 && seconds <= 43_200))
        return invalidParameter(
          `Value ${String(input.VisibilityTimeout)} for parameter VisibilityTimeout is invalid. Reason: Must be between 0 and 43200.`,
        );
      const outcome = await target.store.changeVisibility(queue, input.ReceiptHandle, seconds);
      if (outcome === 'invalid') return invalidReceipt(input.ReceiptHandle);
      if (outcome === 'stale')
        return sqsError(
          400,
          'com.amazonaws.sqs#MessageNotInflight',
          'AWS.SimpleQueueService.MessageNotInflight',
          'The message referred to is not in flight.',
        );
      return ok({});
    }),

  GetQueueAttributes: (call, input, target) =>
    withQueue(call, input, target, 'sqs:GetQueueAttributes', async (queue) => {
      const names = asNames(input.AttributeNames);
      const all = names.includes('All');
      const known: ReadonlySet<string> = new Set(QUEUE_ATTRIBUTES);
      const unknown = names.find((name) => name !== 'All' && !known.has(name));
      if (unknown) return sqsError(400, 'com.amazonaws.sqs#InvalidAttributeName', 'InvalidAttributeName', `Unknown Attribute ${unknown}.`);
      const counts = await target.store.counts(queue);
      const values: Record<(typeof QUEUE_ATTRIBUTES)[number], string> = {
        QueueArn: queue.arn,
        ApproximateNumberOfMessages: String(counts.visible),
        ApproximateNumberOfMessagesNotVisible: String(counts.inFlight),
        ApproximateNumberOfMessagesDelayed: String(counts.delayed),
        VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
        MessageRetentionPeriod: String(queue.retentionSeconds),
        DelaySeconds: String(queue.delaySeconds),
        MaximumMessageSize: String(MAX_MESSAGE_BYTES),
      };
      const chosen = Object.entries(values).filter(([name]) => all || names.includes(name));
      return ok(chosen.length > 0 ? { Attributes: Object.fromEntries(chosen) } : {});
    }),
};

const QUEUE_ATTRIBUTES = [
  'QueueArn',
  'ApproximateNumberOfMessages',
  'ApproximateNumberOfMessagesNotVisible',
  'ApproximateNumberOfMessagesDelayed',
  'VisibilityTimeout',
  'MessageRetentionPeriod',
  'DelaySeconds',
  'MaximumMessageSize',
] as const;

/** The queue a QueueUrl names (`<scheme>://<host>/<account>/<name>`, any host: the SDK's endpoint decides where the call goes), authorised. */
async function withQueue(
  call: GatewayCall,
  input: Input,
  target: SqsTarget,
  action: string,
  then: (queue: LocalQueue) => Promise<Answer>,
): Promise<Answer> {
  if (typeof input.QueueUrl !== 'string') return missing('QueueUrl');
  let path: string;
  try {
    path = new URL(input.QueueUrl).pathname;
  } catch {
    path = '';
  }
  const parts = /^\/(\d{12})\/([^/]+)\/?$/.exec(path);
  if (!parts || !QUEUE_NAME.test(parts[2]!))
    return sqsError(
      400,
      'com.amazonaws.sqs#InvalidAddress',
      'InvalidAddress',
      `The address ${input.QueueUrl} is not valid for this endpoint.`,
    );
  const arn = `arn:${call.partition}:sqs:${call.credential.region}:${parts[1]!}:${parts[2]!}`;
  const denied = call.requireAll([{ action, resource: arn }]);
  if (denied) return accessDenied(denied);
  const queue = target.queueFor(arn);
  return queue ? then(queue) : noSuchQueue();
}

const asNames = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
