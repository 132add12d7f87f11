import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@sddp/shared';
import { THRESHOLDS } from '../../infra/lib/monitoring/thresholds';
import { REPO_ROOT } from '../../infra/lib/paths';
import { API_BASE_PATH } from '../../infra/lib/stacks/api-stack';
import { type Resource, resourcesOf, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

/**
 * Issue 28's operations, read off the synthesized templates of a production stage in each partition
 * and of a dev stage: alarms, the failure queue's alarm, WAF, the domain and its certificate, per-route
 * throttles, the worker's reserved concurrency, retention of uploads and the table's backups.
 */
const PROD = { stage: 'prod', alarmEmail: 'ops@example.com', mailFrom: 'no-reply@sddp.example.com' };
const variants = {
  global: {
    ...PROD,
    region: 'ap-east-1',
    domainName: 'sddp.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-0123456789ab',
  },
  china: {
    ...PROD,
    region: 'cn-north-1',
    domainName: 'sddp.example.com.cn',
    certificateArn: 'arn:aws-cn:iam::123456789012:server-certificate/cloudfront/sddp',
  },
  dev: {},
} as const;
const platforms = {} as Record<keyof typeof variants, SynthesisedPlatform>;

beforeAll(() => {
  for (const [name, settings] of Object.entries(variants))
    platforms[name as keyof typeof variants] = synthPlatform(settings, { bundle: false });
}, 180_000);
afterAll(() => Object.values(platforms).forEach((platform) => platform.cleanup()));

const templateOf = (variant: keyof typeof variants, stackSuffix: string) => {
  const stack = platforms[variant].app.synth().stacks.find((candidate) => candidate.stackName.endsWith(`-${stackSuffix}`));
  return stack?.template as { Resources: Record<string, Resource> } | undefined;
};
const resources = (variant: keyof typeof variants, stackSuffix: string, type: string) =>
  Object.values(templateOf(variant, stackSuffix)?.Resources ?? {}).filter((resource) => resource.Type === type);
const alarmsOf = (variant: keyof typeof variants) => resources(variant, 'monitoring', 'AWS::CloudWatch::Alarm');
/** The metrics an alarm watches, as `namespace:name` (the library writes even a single metric as metric math). */
const metricsOf = (alarm: Resource): string[] =>
  alarm.Properties.MetricName
    ? [`${alarm.Properties.Namespace}:${alarm.Properties.MetricName}`]
    : (alarm.Properties.Metrics ?? []).flatMap((metric: { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }) =>
        metric.MetricStat ? [`${metric.MetricStat.Metric.Namespace}:${metric.MetricStat.Metric.MetricName}`] : [],
      );
const alarmOn = (variant: keyof typeof variants, metric: string) => alarmsOf(variant).filter((alarm) => metricsOf(alarm).includes(metric));

describe.each(Object.keys(variants) as (keyof typeof variants)[])('operations of the %s stage', (variant) => {
  const platform = () => platforms[variant];

  it('has no unacknowledged cdk-nag findings', () => {
    const report = new AwsSolutionsChecks().validateScope(platform().app);
    expect(
      report.violations.map((violation) => `${violation.ruleName}: ${violation.violatingResources.map((r) => r.constructPath)}`),
    ).toEqual([]);
  });

  it('acknowledges no missing WAF or old TLS where the stage has WAF and a domain (CFR2, CFR4)', () => {
    const acknowledged = platform()
      .app.node.findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
    const cloudFrontRules = acknowledged.filter((rule) => /CFR[24]$/.test(rule)).map((rule) => rule.replace(/^.*(CFR\d)$/, '$1'));
    // Global: WAF on CloudFront and a certificate at TLS 1.2. China: no WAF for CloudFront there (regional
    // only), a certificate all the same. Dev: no domain, so the default certificate's TLS 1.0.
    expect(cloudFrontRules.sort()).toEqual({ global: [], china: ['CFR2'], dev: ['CFR4'] }[variant]);
  });

  it('alarms on every function’s crashes and p99, and on every API function’s throttles', () => {
    const functions = platform().stacks.api.functions.size + 1 + platform().stacks.api.jobs.all.length;
    expect(alarmOn(variant, 'AWS/Lambda:Errors')).toHaveLength(functions);
    expect(alarmOn(variant, 'AWS/Lambda:Throttles')).toHaveLength(platform().stacks.api.functions.size);
    expect(alarmOn(variant, 'AWS/Lambda:Duration')).toHaveLength(functions);
    const apiFaults = alarmOn(variant, 'AWS/Lambda:Errors').filter((alarm) => alarm.Properties.Threshold === THRESHOLDS.apiFunctionFaults);
    expect(apiFaults).toHaveLength(platform().stacks.api.functions.size);
  });

  it('alarms on the API’s 5xx rate and p99, the table’s throttles and system errors, the failure queue and error log lines', () => {
    const watched = alarmsOf(variant).flatMap(metricsOf);
    expect(watched).toEqual(expect.arrayContaining(['AWS/ApiGateway:5xx', 'AWS/ApiGateway:Latency']));
    expect(watched).toEqual(
      expect.arrayContaining(['AWS/DynamoDB:ReadThrottleEvents', 'AWS/DynamoDB:WriteThrottleEvents', 'AWS/DynamoDB:SystemErrors']),
    );
    expect(alarmOn(variant, 'AWS/SQS:ApproximateNumberOfMessagesVisible')).toHaveLength(1);
    expect(alarmOn(variant, 'SDDP/Logs:ErrorLines')).toHaveLength(1);
    // The functions' own metrics (shared/src/metrics.ts): answered 5xx per domain, crashed spreadsheet jobs.
    expect(alarmOn(variant, 'SDDP:ServerErrors')).toHaveLength(platform().stacks.api.functions.size);
    expect(alarmOn(variant, 'SDDP:JobsCrashed')).toHaveLength(1);
    expect(alarmOn(variant, 'AWS/SNS:SMSMonthToDateSpentUSD')).toHaveLength(1);
    const filters = resources(variant, 'monitoring', 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(platform().stacks.api.functions.size + 1 + platform().stacks.api.jobs.all.length);
    for (const filter of filters) expect(filter.Properties.FilterPattern).toBe('{ $.level = "error" }');
  });

  it('sends every alarm, and its recovery, to one encrypted topic, and names its section of the runbook', () => {
    const topics = resources(variant, 'monitoring', 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    expect(topics[0]!.Properties.KmsMasterKeyId).toBeDefined();
    const runbook = readFileSync(join(REPO_ROOT, 'docs/runbook.md'), 'utf8');
    const anchors = new Set(
      [...runbook.matchAll(/^#+ (.+)$/gm)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      ),
    );
    for (const alarm of alarmsOf(variant)) {
      expect(alarm.Properties.AlarmActions, alarm.Properties.AlarmName).toHaveLength(1);
      expect(alarm.Properties.OKActions, alarm.Properties.AlarmName).toHaveLength(1);
      const section = /docs\/runbook\.md#([\w-]+)/.exec(alarm.Properties.AlarmDescription)?.[1];
      expect(section && anchors.has(section), `${alarm.Properties.AlarmName} → ${section}`).toBe(true);
    }
    expect(resources(variant, 'monitoring', 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });

  it('throttles each public route on its own, below the stage', () => {
    const [stage] = resources(variant, 'api', 'AWS::ApiGatewayV2::Stage');
    const publicRoutes = ENDPOINTS.filter((endpoint) => endpoint.access === 'public').map(
      (endpoint) => `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`,
    );
    expect(Object.keys(stage!.Properties.RouteSettings).sort()).toEqual(publicRoutes.sort());
    for (const settings of Object.values(stage!.Properties.RouteSettings) as { ThrottlingRateLimit: number }[]) {
      expect(settings.ThrottlingRateLimit).toBeLessThan(stage!.Properties.DefaultRouteSettings.ThrottlingRateLimit);
    }
  });

  it('keeps no personal upload beyond its time, as a hidden old version either', () => {
    const [uploads] = resources(variant, 'data', 'AWS::S3::Bucket').filter((bucket) => bucket.Properties.VersioningConfiguration);
    const rules = uploads!.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];
    for (const prefix of ['supplier/', 'audit/', 'users/', 'exports/']) {
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: prefix,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          ExpirationInDays: expect.any(Number),
        }),
      );
    }
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true }));
  });
});

describe('per stage', () => {
  it('backs the table up daily for 35 days outside dev, with a copy in a second region of the partition', () => {
    for (const [variant, copyRegion] of [
      ['global', 'ap-southeast-1'],
      ['china', 'cn-northwest-1'],
    ] as const) {
      const [plan] = resources(variant, 'data', 'AWS::Backup::BackupPlan');
      const [rule] = plan!.Properties.BackupPlan.BackupPlanRule;
      expect(rule.Lifecycle).toEqual({ DeleteAfterDays: 35 });
      expect(rule.CopyActions).toHaveLength(1);
      expect(platforms[variant].stacks.backupCopy?.region).toBe(copyRegion);
      expect(resources(variant, 'data', 'AWS::Backup::BackupSelection')).toHaveLength(1);
    }
    expect(resources('dev', 'data', 'AWS::Backup::BackupPlan')).toHaveLength(0);
    expect(platforms.dev.stacks.backupCopy).toBeUndefined();
  });

  it('puts a WAF web ACL in front of CloudFront in the global partition, stricter on the public routes', () => {
    const [acl] = resources('global', 'edge', 'AWS::WAFv2::WebACL');
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    expect(platforms.global.stacks.edge?.region).toBe('us-east-1');
    const rules = acl!.Properties.Rules as { Name: string; Statement: Resource['Properties'] }[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
      'PublicRoutesPerIp',
      'AllRequestsPerIp',
    ]);
    const publicRule = rules.find((rule) => rule.Name === 'PublicRoutesPerIp')!.Statement.RateBasedStatement;
    const all = rules.find((rule) => rule.Name === 'AllRequestsPerIp')!.Statement.RateBasedStatement;
    expect(publicRule.Limit).toBeLessThan(all.Limit);
    const paths = publicRule.ScopeDownStatement.OrStatement.Statements.map(
      (statement: { ByteMatchStatement: { SearchString: string } }) => statement.ByteMatchStatement.SearchString,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        `${API_BASE_PATH}/auth/login`,
        `${API_BASE_PATH}/cap_img`,
        `${API_BASE_PATH}/cap_mail_login`,
        `${API_BASE_PATH}/user/find_pwd`,
      ]),
    );
    const [distribution] = resources('global', 'web', 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties.DistributionConfig.WebACLId).toBeDefined();
    // China's WAF is regional only: no edge stack, and the web stack says why.
    expect(platforms.china.stacks.edge).toBeUndefined();
  });

  it('serves the domain with its certificate and TLS 1.2 at least, in each partition', () => {
    const viewer = (variant: 'global' | 'china') =>
      resources(variant, 'web', 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig as Resource['Properties'];
    expect(viewer('global').Aliases).toEqual(['sddp.example.com']);
    expect(viewer('global').ViewerCertificate).toMatchObject({
      AcmCertificateArn: variants.global.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(viewer('china').Aliases).toEqual(['sddp.example.com.cn']);
    expect(viewer('china').ViewerCertificate).toMatchObject({
      IamCertificateId: expect.anything(),
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    // One pass: the links in mail and the uploads' origin come from the domain.
    expect(platforms.global.config).toMatchObject({ publicUrl: 'https://sddp.example.com', webOrigins: ['https://sddp.example.com'] });
  });

  it('routes every API call to a live alias, shifted gradually with rollback on alarms in prod and at once elsewhere', () => {
    for (const variant of ['global', 'china', 'dev'] as const) {
      const api = templateOf(variant, 'api')!;
      const byId = api.Resources;
      const aliases = Object.entries(byId).filter(([, resource]) => resource.Type === 'AWS::Lambda::Alias');
      // A version and a live alias for every function; the routes call the API functions' aliases.
      expect(aliases).toHaveLength(platforms[variant].stacks.api.functions.size + 1 + platforms[variant].stacks.api.jobs.all.length);
      for (const [, alias] of aliases) {
        expect(alias.Properties.Name).toBe('live');
        expect(byId[alias.Properties.FunctionVersion['Fn::GetAtt'][0]]!.Type).toBe('AWS::Lambda::Version');
      }
      const aliasIds = new Set(aliases.map(([logicalId]) => logicalId));
      const routed = Object.values(byId)
        .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Integration')
        .map((integration) => integration.Properties.IntegrationUri.Ref as string);
      expect(routed).toHaveLength(platforms[variant].stacks.api.functions.size);
      for (const logicalId of routed) expect(aliasIds.has(logicalId)).toBe(true);

      const groups = Object.values(byId).filter((resource) => resource.Type === 'AWS::CodeDeploy::DeploymentGroup');
      if (variant === 'dev') {
        expect(groups).toHaveLength(0);
        continue;
      }
      expect(groups).toHaveLength(platforms[variant].stacks.api.functions.size);
      for (const group of groups) {
        expect(group.Properties.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
        expect(group.Properties.AlarmConfiguration.Alarms).toHaveLength(2);
        expect(group.Properties.AutoRollbackConfiguration.Events).toEqual(
          expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
        );
      }
      for (const logicalId of routed)
        expect((byId[logicalId] as Resource & { UpdatePolicy?: unknown }).UpdatePolicy).toMatchObject({
          CodeDeployLambdaAliasUpdate: expect.anything(),
        });
    }
  });

  it('reserves concurrency for the worker in prod only, so imports cannot starve the API', () => {
    const concurrency = (variant: keyof typeof variants) =>
      resourcesOf(platforms[variant].templates.api, 'AWS::Lambda::Function')[
        platforms[variant].stacks.api.getLogicalId(platforms[variant].stacks.api.spreadsheetWorker.worker.lambda.node.defaultChild as never)
      ]!.Properties.ReservedConcurrentExecutions;
    expect(concurrency('global')).toBe(5);
    expect(concurrency('dev')).toBeUndefined();
  });
});

describe('npx cdk synth of a production stage', () => {
  const offline = {
    CDK_DISABLE_VERSION_CHECK: '1',
    CDK_DISABLE_CLI_TELEMETRY: 'true',
    AWS_EC2_METADATA_DISABLED: 'true',
  };
  const synth = (settings: Record<string, string>) => {
    const outdir = mkdtempSync(join(tmpdir(), 'sddp-cli-synth-'));
    const context = Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
    return new Promise<{ code: number | null; output: string; templates: string[] }>((resolve) => {
      const child = spawn('npx', ['cdk', 'synth', '--quiet', '-o', outdir, ...context], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...offline, AWS_REGION: settings.region, CDK_HOME: join(outdir, '.cdk-home') },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('close', (code) => {
        const templates = readdirSync(outdir).filter((file) => file.endsWith('.template.json'));
        rmSync(outdir, { recursive: true, force: true });
        resolve({ code, output, templates });
      });
    });
  };

  it('succeeds in Hong Kong and in Beijing with a domain, its certificate and an alarm address (cdk-nag included)', async () => {
    const [global, china] = await Promise.all([synth(variants.global), synth(variants.china)]);
    expect(global.code, global.output).toBe(0);
    expect(china.code, china.output).toBe(0);
    expect(global.templates.sort()).toEqual(
      ['api', 'backup-copy', 'cloudfront-logs', 'data', 'edge', 'monitoring', 'web'].map((part) => `sddp-prod-${part}.template.json`),
    );
    expect(china.templates.sort()).toEqual(
      ['api', 'backup-copy', 'data', 'monitoring', 'web'].map((part) => `sddp-prod-${part}.template.json`),
    );
  }, 300_000);
});
