import { type App, Tags } from 'aws-cdk-lib';
import { CLOUDFRONT_LOGS_FALLBACK_REGION, cloudFrontCanLogTo } from './cloudfront-log-regions';
import type { InfraConfig } from './config';
import { ApiStack, type ApiStackProps } from './stacks/api-stack';
import { BackupCopyStack } from './stacks/backup-copy-stack';
import { CloudFrontLogsStack } from './stacks/cloudfront-logs-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
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

  const backupCopy =
    config.backup && config.backupCopyRegion
      ? new BackupCopyStack(app, name('backup-copy'), {
          env: { account: config.account, region: config.backupCopyRegion },
          description: `SDDP backup copies of the ${config.region} table`,
        })
      : undefined;
  const data = new DataStack(app, name('data'), {
    env,
    config,
    description: 'SDDP data: table and uploads',
    backupCopyVault: backupCopy?.vault,
  });
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
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    env,
    config,
    description: 'SDDP alarms and dashboard',
    api: api.api,
    table: data.table,
    failedInvocations: api.failedInvocations.queue,
    functions: [
      ...[...api.functions].map(([domain, fn]) => ({ name: domain, kind: 'api' as const, fn })),
      { name: 'spreadsheet-worker', kind: 'job' as const, fn: api.spreadsheetWorker.worker },
      ...api.jobs.all.map((job) => ({ name: job.name, kind: 'job' as const, fn: job.job })),
    ],
  });
  // CloudFront delivers no standard logs to buckets in the opt-in regions (Hong Kong, the default among them).
  const cloudFrontLogs = cloudFrontCanLogTo(config.region)
    ? undefined
    : new CloudFrontLogsStack(app, name('cloudfront-logs'), {
        env: { account: config.account, region: CLOUDFRONT_LOGS_FALLBACK_REGION },
        config,
        description: `SDDP CloudFront standard logs (CloudFront cannot deliver them to ${config.region})`,
      });
  // WAF for CloudFront lives in us-east-1; the China regions have regional WAF only.
  const edge =
    config.waf && config.partition === 'aws'
      ? new EdgeStack(app, name('edge'), {
          env: { account: config.account, region: 'us-east-1' },
          config,
          description: 'SDDP edge: the WAF web ACL in front of CloudFront',
        })
      : undefined;
  const web = new WebStack(app, name('web'), {
    env,
    config,
    description: 'SDDP web: CloudFront, SPA bucket',
    api: api.api,
    uploadsBucket: data.uploadsBucket,
    cloudFrontLogsBucket: cloudFrontLogs?.bucket,
    webAclArn: edge?.webAcl.attrArn,
    webBundleDir: options.webBundleDir,
  });

  Tags.of(app).add('project', 'sddp');
  Tags.of(app).add('stage', config.stage);
  return { backupCopy, data, api, monitoring, cloudFrontLogs, edge, web };
}
