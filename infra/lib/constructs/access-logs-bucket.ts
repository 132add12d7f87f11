import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AccessLogsBucketProps {
  /** Days a log object is kept. */
  readonly retentionDays: number;
  /**
   * CloudFront standard logging writes through an ACL grant, so the bucket must accept ACLs
   * (object ownership BUCKET_OWNER_PREFERRED); S3 server access logs use the bucket policy.
   * @default false
   */
  readonly acceptCloudFrontLogs?: boolean;
}

/** A private, encrypted, TLS-only bucket that receives access logs and expires them. */
export class AccessLogsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.acceptCloudFrontLogs ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(props.retentionDays), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination; logging it into itself would loop and another log bucket would only move the question.',
    });
  }
}
