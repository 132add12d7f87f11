import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, type ScheduleExpression, type ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { FailedInvocations } from './failed-invocations';
import { acknowledgeWildcardResource } from './nag';

export interface ScheduledInvocationProps {
  /** The function to invoke. */
  readonly target: IFunction;
  /** When, e.g. `ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI })`. */
  readonly schedule: ScheduleExpression;
  /** What the schedule is for, e.g. `SDDP password-expiry job`. */
  readonly description: string;
  /** The event the function receives. @default - Scheduler's default (no payload of ours) */
  readonly input?: ScheduleTargetInput;
  /** Where events Scheduler could not deliver go. */
  readonly failures: FailedInvocations;
  /**
   * Times Scheduler tries again to deliver an event the Lambda service refused (throttling, a service
   * error). Delivery only: Scheduler invokes asynchronously, so a run that fails is retried by Lambda's
   * asynchronous retries (`FailedInvocations.catchAsyncFailures`), never by Scheduler.
   * @default 3
   */
  readonly deliveryRetryAttempts?: number;
  /** How long Scheduler keeps trying to deliver one event. @default Duration.hours(1) */
  readonly maxDeliveryAge?: Duration;
}

/**
 * An EventBridge Scheduler schedule that invokes one function (time-zone aware), with an explicit
 * delivery retry policy and a dead-letter queue, run by a role that may invoke that function alone.
 */
export class ScheduledInvocation extends Construct {
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledInvocationProps) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `Lets EventBridge Scheduler run: ${props.description}`,
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: props.description,
      schedule: props.schedule,
      target: new LambdaInvoke(props.target, {
        role,
        input: props.input,
        retryAttempts: props.deliveryRetryAttempts ?? 3,
        maxEventAge: props.maxDeliveryAge ?? Duration.hours(1),
        deadLetterQueue: props.failures.queue,
      }),
    });
    acknowledgeWildcardResource(
      role,
      `${props.target.functionArn}:*`,
      'The scheduler may invoke only this function; the suffix covers its versions and aliases, as aws-cdk-lib grants it.',
    );
  }
}
