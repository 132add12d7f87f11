import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { InfraConfig } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';

export interface DataStackProps extends StackProps {
  readonly config: InfraConfig;
}

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
  readonly table: Table;
  readonly tableIndexNames: readonly string[] = INDEXES.map((index) => index.indexName);
  readonly uploadsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new Table(this, 'Table', {
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
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

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
        { noncurrentVersionExpiration: Duration.days(90) },
        // Imported workbooks (suppliers, accounts, audit matrices and breakdowns) are read once by the import; kept a month for questions, then gone.
        { prefix: 'supplier/', expiration: Duration.days(30) },
        { prefix: 'audit/', expiration: Duration.days(30) },
        { prefix: 'users/', expiration: Duration.days(30) },
        // Exports are fetched through a link valid for minutes, right after the job: gone the next day.
        { prefix: 'exports/', expiration: Duration.days(1) },
      ],
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
  }
}
