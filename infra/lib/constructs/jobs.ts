import { TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { ScheduledJob } from './scheduled-job';

export interface JobsProps {
  readonly table: ITable;
  readonly tableIndexNames: readonly string[];
  /** The functions' config requires it, though no job touches the bucket: only its name is passed. */
  readonly uploadsBucketName: string;
  /** Settings every job reads, e.g. PASSWORD_POLICY. @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** The entry file of a job, by name (functions/src/jobs/<name>.ts). */
  readonly entryFor: (name: string) => string;
}

/** Reading users and updating their flag: the password-expiry job pages users through the indexes. */
const PASSWORD_EXPIRY_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];

/**
 * The scheduled jobs, on Beijing time. Password expiry: daily at 02:00, flags accounts whose password
 * is older than the policy allows (the local platform runs it hourly; `npm run job:password-expiry`).
 */
export class Jobs extends Construct {
  readonly passwordExpiry: ScheduledJob;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.passwordExpiry = new ScheduledJob(this, 'PasswordExpiry', {
      name: 'password-expiry',
      entry: props.entryFor('password-expiry'),
      schedule: ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI }),
      logRetention: props.logRetention,
      environment: { ...props.environment, UPLOAD_BUCKET: props.uploadsBucketName },
    });
    this.passwordExpiry.job.bindTable(props.table, props.tableIndexNames, PASSWORD_EXPIRY_TABLE_ACTIONS);
  }
}
