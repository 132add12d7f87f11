import { type App, Tags } from 'aws-cdk-lib';
import { CLOUDFRONT_LOGS_FALLBACK_REGION, cloudFrontCanLogTo } from './cloudfront-log-regions';
import type { InfraConfig } from './config';
import { ApiStack, type ApiStackProps } from './stacks/api-stack';
import { CloudFrontLogsStack } from './stacks/cloudfront-logs-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack, type WebStackProps } from './stacks/web-stack';

/** Overrides for tests; the deployed app uses the defaults. */
export interface SddpOptions {
  readonly entryFor?: ApiStackProps['entryFor'];
  readonly jobEntryFor?: ApiStackProps['jobEntryFor'];
  readonly workerEntryFor?: ApiStackProps['workerEntryFor'];
  readonly webBundleDir?: WebStackProps['webBundleDir'];
}

/**
 * The platform as three stacks, by lifecycle: data (retained), API (functions and routes), web
 * (CloudFront in front of the SPA and the API), and a fourth in us-east-1 for CloudFront's logs when the
 * region cannot receive them. Later stacks read earlier ones, never the reverse.
 */
export function addSddpStacks(app: App, config: InfraConfig, options: SddpOptions = {}) {
  const env = { account: config.account, region: config.region };
  const name = (part: string) => `sddp-${config.stage}-${part}`;

  const data = new DataStack(app, name('data'), { env, config, description: 'SDDP data: table and uploads' });
  const api = new ApiStack(app, name('api'), {
    env,
    config,
    description: 'SDDP HTTP API and domain functions',
    table: data.table,
    tableIndexNames: data.tableIndexNames,
    uploadsBucket: data.uploadsBucket,
    entryFor: options.entryFor,
    jobEntryFor: options.jobEntryFor,
    workerEntryFor: options.workerEntryFor,
  });
  // CloudFront delivers no standard logs to buckets in the opt-in regions (Hong Kong, the default among them).
  const cloudFrontLogs = cloudFrontCanLogTo(config.region)
    ? undefined
    : new CloudFrontLogsStack(app, name('cloudfront-logs'), {
        env: { account: config.account, region: CLOUDFRONT_LOGS_FALLBACK_REGION },
        config,
        description: `SDDP CloudFront standard logs (CloudFront cannot deliver them to ${config.region})`,
      });
  const web = new WebStack(app, name('web'), {
    env,
    config,
    description: 'SDDP web: CloudFront, SPA bucket',
    api: api.api,
    uploadsBucket: data.uploadsBucket,
    cloudFrontLogsBucket: cloudFrontLogs?.bucket,
    webBundleDir: options.webBundleDir,
  });

  Tags.of(app).add('project', 'sddp');
  Tags.of(app).add('stage', config.stage);
  return { data, api, cloudFrontLogs, web };
}
