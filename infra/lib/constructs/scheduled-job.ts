import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { DomainFunction } from './domain-function';
import { acknowledgeWildcardResource } from './nag';

export interface ScheduledJobProps {
  /** Names the job, e.g. `password-expiry`. */
  readonly name: string;
  /** Absolute path of the TypeScript entry that exports `handler`. */
  readonly entry: string;
  /** When to run, e.g. `ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI })`. */
  readonly schedule: ScheduleExpression;
  /** @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  /** @default Duration.minutes(5) */
  readonly timeout?: Duration;
  /** @default RetentionDays.SIX_MONTHS */
  readonly logRetention?: RetentionDays;
  /** Attempts after a failed run, before the event is dropped (the failure stays in the job's logs). @default 2 */
  readonly retryAttempts?: number;
}

/**
 * A function run on a schedule by EventBridge Scheduler (time-zone aware), built like the domain
 * functions; grant it data access through `job.bindTable()` / `job.bindUploads()`.
 */
export class ScheduledJob extends Construct {
  readonly job: DomainFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.job = new DomainFunction(this, 'Function', {
      domain: props.name,
      description: `SDDP ${props.name} job`,
      entry: props.entry,
      environment: props.environment,
      timeout: props.timeout ?? Duration.minutes(5),
      logRetention: props.logRetention,
    });
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `Lets EventBridge Scheduler run the SDDP ${props.name} job`,
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: `SDDP ${props.name} job`,
      schedule: props.schedule,
      target: new LambdaInvoke(this.job.lambda, { role: schedulerRole, retryAttempts: props.retryAttempts ?? 2 }),
    });
    acknowledgeWildcardResource(
      schedulerRole,
      `${this.job.lambda.functionArn}:*`,
      'The scheduler may invoke only this function; the suffix covers its versions and aliases, as aws-cdk-lib grants it.',
    );
  }
}
