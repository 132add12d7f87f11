import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { cloudFrontCanLogTo } from '../../infra/lib/cloudfront-log-regions';
import { resourcesOf, synthPlatform } from './support/synth-platform';

/**
 * The regions whose buckets CloudFront standard logging does not deliver to, as AWS lists them (CloudFront
 * Developer Guide, "Configure standard logging (legacy)", choosing a bucket): the opt-in regions. A
 * distribution logging to a bucket there fails to create. Two opt-in regions opened since are added.
 */
const AWS_LISTED = [
  'af-south-1',
  'ap-east-1',
  'ap-south-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ca-west-1',
  'eu-central-2',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-central-1',
  'me-south-1',
];
const NEWER_OPT_IN = ['ap-southeast-5', 'mx-central-1'];

/** The region of the bucket a synthesised web stack's distribution logs to, following a cross-region reference. */
function logBucketRegion(region: string): string {
  const platform = synthPlatform({ region }, { bundle: false });
  try {
    const { web } = platform.stacks;
    const [distribution] = Object.values(resourcesOf(platform.templates.web, 'AWS::CloudFront::Distribution'));
    const [resource, attribute] = distribution!.Properties.DistributionConfig.Logging.Bucket['Fn::GetAtt'] as [string, string];
    if (attribute === 'RegionalDomainName') {
      expect(resourcesOf(platform.templates.web, 'AWS::S3::Bucket')).toHaveProperty(resource);
      return web.region;
    }
    // A cross-region reference: the reader's parameter names the producing stack and its bucket.
    expect(resourcesOf(platform.templates.web, 'Custom::CrossRegionExportReader')).toHaveProperty(resource);
    const producer = platform.app.node.children
      .filter((child): child is Stack => child instanceof Stack && child !== web)
      .find((stack) =>
        attribute.includes(`/${web.stackName}/${stack.stackName.replace(/-/g, '')}${stack.region.replace(/-/g, '')}FnGetAtt`),
      );
    expect(producer, attribute).toBeDefined();
    const bucketId = /FnGetAtt(.+)RegionalDomainName/.exec(attribute)![1]!;
    expect(Object.keys(platform.app.synth().getStackByName(producer!.stackName).template.Resources)).toContain(bucketId);
    return producer!.region;
  } finally {
    platform.cleanup();
  }
}

describe('CloudFront standard logs', () => {
  it.each([...AWS_LISTED, ...NEWER_OPT_IN])('of stacks in %s go to a bucket in a region CloudFront delivers to', (region) => {
    expect(cloudFrontCanLogTo(region)).toBe(false);
    const bucketRegion = logBucketRegion(region);
    expect([...AWS_LISTED, ...NEWER_OPT_IN]).not.toContain(bucketRegion);
    expect(bucketRegion).toBe('us-east-1');
  });

  it.each(['ap-southeast-1', 'eu-west-1', 'us-east-1', 'cn-north-1', 'cn-northwest-1'])(
    'of stacks in %s go to the web stack’s own bucket, in the same region',
    (region) => {
      expect(logBucketRegion(region)).toBe(region);
    },
  );
});
