import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IDestination, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** How long a failed invocation waits in the queue to be looked at: SQS's longest retention. */
export const FAILED_INVOCATION_RETENTION = Duration.days(14);

export interface AsyncRetryPolicy {
  /** Times Lambda runs an asynchronous event again after the function failed on it (0–2). */
  readonly retryAttempts: number;
  /**
   * How long Lambda keeps an event it could not yet run (throttled) before giving up on it.
   * @default Duration.hours(6), Lambda's own limit
   */
  readonly maxEventAge?: Duration;
}

/**
 * Where a scheduled or asynchronous invocation that finally failed is kept, instead of being dropped:
 * one encrypted, TLS-only SQS queue per stack, holding each failure for 14 days. EventBridge Scheduler
 * sends it the events it could not deliver (dead-letter queue of every schedule, `ScheduledInvocation`);
 * Lambda sends it the asynchronous events whose function failed every attempt (`catchAsyncFailures`).
 */
export class FailedInvocations extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILED_INVOCATION_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself the dead-letter destination: EventBridge Scheduler's dead-letter queue and Lambda's on-failure destination, which cdk-nag cannot see; a queue behind it would only move the question.",
    });
  }

  /**
   * Sets how Lambda retries `fn`'s asynchronous events and sends the ones that failed every attempt here
   * (with the request, the error and the attempts), rather than dropping them.
   */
  catchAsyncFailures(fn: IFunction, policy: AsyncRetryPolicy): void {
    fn.configureAsyncInvoke({
      retryAttempts: policy.retryAttempts,
      maxEventAge: policy.maxEventAge ?? Duration.hours(6),
      onFailure: this.asDestination(),
    });
  }

  /**
   * The queue as an on-failure destination. Lambda sends the record with the function's role, which needs
   * sqs:SendMessage alone (aws-cdk-lib's SqsDestination also grants GetQueueAttributes and GetQueueUrl).
   */
  private asDestination(): IDestination {
    const queue = this.queue;
    return {
      bind: (_scope, fn) => {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
        return { destination: queue.queueArn };
      },
    };
  }
}
