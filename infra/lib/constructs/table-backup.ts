import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault, type IBackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** How long each daily backup (and its copy) is kept: beyond the table's 35-day point-in-time window, as recovery points. */
export const BACKUP_RETENTION = Duration.days(35);

export interface TableBackupProps {
  readonly table: ITable;
  /** A vault in a second region to copy each backup to. @default - no copy */
  readonly copyTo?: IBackupVault;
}

/**
 * A daily AWS Backup of the table at 03:30 Beijing time (after the 03:00 list-index repair), kept 35
 * days in a vault of its own and, when a second region is given, copied there: the table survives a
 * deleted table, a bad import past the PITR window, and the loss of the region.
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    this.plan = new BackupPlan(this, 'Plan', { backupVault: this.vault });
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'daily',
        scheduleExpression: Schedule.cron({ hour: '19', minute: '30' }),
        deleteAfter: BACKUP_RETENTION,
        copyActions: props.copyTo ? [{ destinationBackupVault: props.copyTo, deleteAfter: BACKUP_RETENTION }] : undefined,
      }),
    );
    const selection = this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(props.table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        'The role AWS Backup assumes to back up the selected table: the service policy AWS maintains for exactly that, as AWS Backup documents.',
    });
  }
}
