import { Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { DomainFunction } from './domain-function';
import type { FailedInvocations } from './failed-invocations';
import { ScheduledInvocation } from './scheduled-invocation';

export interface ScheduledJobProps {
  /** Names the job, e.g. `password-expiry`. */
  readonly name: string;
  /** Absolute path of the TypeScript entry that exports `handler`. */
  readonly entry: string;
  /** When to run, e.g. `ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI })`. */
  readonly schedule: ScheduleExpression;
  /** Where a run that failed every attempt, or an event Scheduler could not deliver, is kept. */
  readonly failures: FailedInvocations;
  /** @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  /** @default Duration.minutes(5) */
  readonly timeout?: Duration;
  /** @default RetentionDays.SIX_MONTHS */
  readonly logRetention?: RetentionDays;
  /**
   * Times Lambda runs the job again after a failed run (the job must be safe to run again), before the
   * event goes to `failures`. Scheduler's own retries only cover delivering the event to Lambda.
   * @default 2
   */
  readonly retryAttempts?: number;
}

/**
 * A function run on a schedule by EventBridge Scheduler (time-zone aware), built like the domain
 * functions; grant it data access through `job.bindTable()` / `job.bindUploads()`. Scheduler invokes it
 * asynchronously: a failed run is retried by Lambda, and one that failed every attempt lands in
 * `failures`, as does an event Scheduler could not deliver.
 */
export class ScheduledJob extends Construct {
  /** As in `npm run job:<name>`, e.g. `password-expiry`. */
  readonly name: string;
  readonly job: DomainFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.name = props.name;
    this.job = new DomainFunction(this, 'Function', {
      domain: props.name,
      description: `SDDP ${props.name} job`,
      entry: props.entry,
      environment: props.environment,
      timeout: props.timeout ?? Duration.minutes(5),
      logRetention: props.logRetention,
    });
    // A run that has not started within the hour is dropped to the queue rather than run late.
    props.failures.catchAsyncFailures(this.job.lambda, { retryAttempts: props.retryAttempts ?? 2, maxEventAge: Duration.hours(1) });
    this.schedule = new ScheduledInvocation(this, 'Invocation', {
      target: this.job.lambda,
      schedule: props.schedule,
      description: `SDDP ${props.name} job`,
      failures: props.failures,
    }).schedule;
  }
}
