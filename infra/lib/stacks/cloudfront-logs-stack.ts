import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { InfraConfig } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';

export interface CloudFrontLogsStackProps extends StackProps {
  readonly config: InfraConfig;
}

/**
 * The bucket CloudFront writes the distribution's standard logs to, in a region CloudFront delivers logs
 * to (us-east-1), for stacks in a region it does not (Hong Kong and the other opt-in regions:
 * cloudfront-log-regions.ts). The web stack reads the bucket through a cross-region reference, so this
 * stack is deployed before it.
 */
export class CloudFrontLogsStack extends Stack {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: CloudFrontLogsStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.bucket = new AccessLogsBucket(this, 'CloudFrontLogs', {
      retentionDays: props.config.logRetentionDays,
      acceptCloudFrontLogs: true,
    }).bucket;
  }
}
