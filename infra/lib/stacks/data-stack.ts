import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IBackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, type ITable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { InfraConfig } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';
import { TableBackup } from '../constructs/table-backup';

export interface DataStackProps extends StackProps {
  readonly config: InfraConfig;
  /** The vault in a second region that backups are copied to (backup-copy-stack.ts). @default - no copy */
  readonly backupCopyVault?: IBackupVault;
}

/**
 * Prefixes of objects that are personal data kept only for a while, with how long. The bucket is
 * versioned, so an expiry only adds a delete marker: the version it hides expires a day later.
 */
const EXPIRING_PREFIXES = [
  // Imported workbooks (suppliers, accounts, audit matrices and breakdowns) are read once by the import; kept a month for questions, then gone.
  { prefix: 'supplier/', days: 30 },
  { prefix: 'audit/', days: 30 },
  { prefix: 'users/', days: 30 },
  // Exports are fetched through a link valid for minutes, right after the job: gone the next day.
  { prefix: 'exports/', days: 1 },
] as const;

/** The indexes, named by access-pattern family (docs/data-model.md); each has generic string keys. */
const INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/**
 * What outlives every deployment: the single DynamoDB table and the uploads bucket. Both are
 * retained when the stack is deleted, and the table also refuses deletion while protection is on.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly tableIndexNames: readonly string[] = INDEXES.map((index) => index.indexName);
  readonly uploadsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { ...props, crossRegionReferences: props.backupCopyVault !== undefined });
    const { config } = props;

    const ownTable = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of INDEXES) {
      ownTable.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // After a restore the stage runs on the restored table; its own stays, retained, until deleted by hand.
    this.table = config.tableName
      ? Table.fromTableAttributes(this, 'RestoredTable', { tableName: config.tableName, globalIndexes: [...this.tableIndexNames] })
      : ownTable;

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs', { retentionDays: config.logRetentionDays });

    this.uploadsBucket = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      // Browsers PUT (and read back) objects with presigned URLs straight from the web origin.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: config.webOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Overwritten notice media and account images stay restorable for 90 days.
        { noncurrentVersionExpiration: Duration.days(90) },
        // A delete marker with no version left under it is removed too.
        { expiredObjectDeleteMarker: true },
        ...EXPIRING_PREFIXES.map(({ prefix, days }) => ({
          prefix,
          expiration: Duration.days(days),
          noncurrentVersionExpiration: Duration.days(1),
        })),
      ],
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (config.backup) new TableBackup(this, 'Backup', { table: this.table, copyTo: props.backupCopyVault });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
  }
}
