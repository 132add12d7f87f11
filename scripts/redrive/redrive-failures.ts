import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { readFailedInvocation, type FailedInvocation } from '#local/cloud/queues/failed-invocation';

export interface RedriveOptions {
  sqs: SQSClient;
  lambda: LambdaClient;
  queueUrl: string;
  /** Lists what would be replayed, and leaves every message where it was. */
  dryRun: boolean;
  print(line: string): void;
}

export interface RedriveSummary {
  replayed: number;
  /** Dry run: what would be replayed. */
  listed: number;
  /** Neither a Lambda record nor a Scheduler event, or its invocation was refused: still in the queue. */
  left: number;
}

/** How long a message stays hidden while it is handed over: a replay that fails lands as a new message, never this one. */
const HANDOVER_SECONDS = 60;

/**
 * Replays what a failure queue holds: each Lambda on-failure record or Scheduler dead-letter event is
 * invoked again asynchronously (as the original was) and deleted once Lambda accepted it. Only as many
 * messages as the queue held at the start are taken, so a replay that fails again is left for later.
 */
export async function redriveFailures(options: RedriveOptions): Promise<RedriveSummary> {
  const { sqs, queueUrl } = options;
  const summary: RedriveSummary = { replayed: 0, listed: 0, left: 0 };
  const attributes = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }));
  const held = Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0);
  options.print(
    `${queueUrl}: ${held} message${held === 1 ? '' : 's'}${options.dryRun ? ' (dry run: nothing is replayed or deleted)' : ''}`,
  );
  const shown: string[] = [];
  let taken = 0;
  while (taken < held) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(10, held - taken),
        VisibilityTimeout: HANDOVER_SECONDS,
        WaitTimeSeconds: 1,
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) break;
    taken += Messages.length;
    for (const message of Messages) {
      if (options.dryRun) shown.push(message.ReceiptHandle!);
      const failed = readFailedInvocation(message.Body ?? '', message.MessageAttributes);
      if (!failed) {
        summary.left += 1;
        options.print(`left      ${message.MessageId}: neither a Lambda on-failure record nor a Scheduler dead-letter event`);
        continue;
      }
      if (options.dryRun) {
        summary.listed += 1;
        options.print(`would replay ${describe(failed)}`);
        continue;
      }
      if (await replay(options, message, failed)) summary.replayed += 1;
      else summary.left += 1;
    }
  }
  // A dry run puts back what it looked at, so the queue is as it was.
  for (const handle of shown)
    await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl, ReceiptHandle: handle, VisibilityTimeout: 0 }));
  options.print(
    options.dryRun
      ? `${summary.listed} would be replayed, ${summary.left} left`
      : `${summary.replayed} replayed and deleted, ${summary.left} left in the queue`,
  );
  return summary;
}

async function replay(options: RedriveOptions, message: Message, failed: FailedInvocation): Promise<boolean> {
  try {
    const answer = await options.lambda.send(
      new InvokeCommand({ FunctionName: failed.functionArn, InvocationType: 'Event', Payload: Buffer.from(failed.payload) }),
    );
    if (answer.StatusCode !== 202) throw new Error(`Lambda answered ${answer.StatusCode} instead of 202`);
  } catch (error) {
    options.print(`left      ${describe(failed)}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return false;
  }
  await options.sqs.send(new DeleteMessageCommand({ QueueUrl: options.queueUrl, ReceiptHandle: message.ReceiptHandle! }));
  options.print(`replayed  ${describe(failed)}`);
  return true;
}

/** `sddp-prod-api-Worker… {"jobId":"…"} (RetriesExhausted, 1 attempt, 2026-…: AccessDenied…)` */
function describe(failed: FailedInvocation): string {
  const name = failed.functionArn.split(':')[6] ?? failed.functionArn;
  const payload = failed.payload.length > 200 ? `${failed.payload.slice(0, 199)}…` : failed.payload;
  const details = [
    failed.source === 'scheduler' ? `not delivered by Scheduler: ${failed.condition ?? 'unknown error'}` : failed.condition,
    failed.attempts === undefined ? undefined : `${failed.attempts} attempt${failed.attempts === 1 ? '' : 's'}`,
    failed.failedAt,
    failed.error?.split('\n', 1)[0],
  ].filter(Boolean);
  return `${name} ${payload}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}
