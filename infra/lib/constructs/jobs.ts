import { TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { FailedInvocations } from './failed-invocations';
import { ScheduledJob } from './scheduled-job';

export interface JobsProps {
  readonly table: ITable;
  readonly tableIndexNames: readonly string[];
  /** Where a run that failed every attempt, or an event Scheduler could not deliver, is kept. */
  readonly failures: FailedInvocations;
  /** Settings every job reads, e.g. PASSWORD_POLICY. @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** The entry file of a job, by name (functions/src/scheduled/<name>.ts). */
  readonly entryFor: (name: string) => string;
}

/** Reading users and updating their flag: the password-expiry job pages users through the indexes. */
const PASSWORD_EXPIRY_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];

/** The list-index repair reads records and entries, rewrites differing entries, logs removals and bulk markers. */
const LIST_INDEX_REPAIR_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The log roll-up reads the projects, its watermark and the rows, writes counters in batches and moves the watermark under a lock. */
const LOG_ROLLUP_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem'];

/**
 * The scheduled jobs, on Beijing time. Password expiry: daily at 02:00, flags accounts whose password
 * is older than the policy allows (the local platform runs it hourly; `npm run job:password-expiry`).
 * List-index repair: daily at 03:00, makes every list index agree with its records (A31).
 * Log roll-up: hourly at minute 5, rolls every project's operation-log counters up to the last hour (L6).
 */
export class Jobs extends Construct {
  readonly passwordExpiry: ScheduledJob;
  readonly listIndexRepair: ScheduledJob;
  readonly logRollup: ScheduledJob;
  /** Every job, for what watches them all. */
  readonly all: readonly ScheduledJob[];

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.passwordExpiry = new ScheduledJob(this, 'PasswordExpiry', {
      name: 'password-expiry',
      entry: props.entryFor('password-expiry'),
      schedule: ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI }),
      logRetention: props.logRetention,
      environment: props.environment,
      failures: props.failures,
    });
    this.passwordExpiry.job.bindTable(props.table, props.tableIndexNames, PASSWORD_EXPIRY_TABLE_ACTIONS);
    this.listIndexRepair = new ScheduledJob(this, 'ListIndexRepair', {
      name: 'list-index-repair',
      entry: props.entryFor('list-index-repair'),
      schedule: ScheduleExpression.cron({ hour: '3', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI }),
      logRetention: props.logRetention,
      environment: props.environment,
      failures: props.failures,
    });
    this.listIndexRepair.job.bindTable(props.table, props.tableIndexNames, LIST_INDEX_REPAIR_TABLE_ACTIONS);
    this.logRollup = new ScheduledJob(this, 'LogRollup', {
      name: 'log-rollup',
      entry: props.entryFor('log-rollup'),
      schedule: ScheduleExpression.cron({ minute: '5', timeZone: TimeZone.ASIA_SHANGHAI }),
      logRetention: props.logRetention,
      environment: props.environment,
      failures: props.failures,
    });
    this.logRollup.job.bindTable(props.table, props.tableIndexNames, LOG_ROLLUP_TABLE_ACTIONS);
    this.all = [this.passwordExpiry, this.listIndexRepair, this.logRollup];
  }
}
