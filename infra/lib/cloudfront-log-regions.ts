/**
 * Regions whose S3 buckets CloudFront standard logging (legacy) delivers to. AWS lists the regions it does
 * not deliver to (CloudFront Developer Guide, "Configure standard logging (legacy)": af-south-1, ap-east-1,
 * ap-south-2, ap-southeast-3, ap-southeast-4, ca-west-1, eu-central-2, eu-south-1, eu-south-2, il-central-1,
 * me-central-1, me-south-1): every opt-in region. Regions opened since are opt-in too, so this names the
 * other side, the regions enabled by default in every account, and treats any region not named as one
 * CloudFront cannot log to. The China regions log to buckets in China.
 */
export const CLOUDFRONT_LOG_BUCKET_REGIONS: ReadonlySet<string> = new Set([
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
  'eu-central-1',
  'eu-north-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-south-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'cn-north-1',
  'cn-northwest-1',
]);

/** Where a distribution's standard logs go when its stacks' region cannot receive them: a bucket here. */
export const CLOUDFRONT_LOGS_FALLBACK_REGION = 'us-east-1';

/** Whether CloudFront can deliver standard logs to a bucket in `region`. */
export function cloudFrontCanLogTo(region: string): boolean {
  return CLOUDFRONT_LOG_BUCKET_REGIONS.has(region);
}
