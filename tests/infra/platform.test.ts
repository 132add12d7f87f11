import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, ENDPOINTS } from '@sddp/shared';
import { apiEvent, runBundledHandler } from './support/bundled-handler';
import { type Resource, resourcesOf, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

/** Managed CloudFront policy ids (identical in every partition). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const ALLOWED_ENVIRONMENT = ['SCORE_SUPERUSER_CODES', 'TABLE_NAME'];
/** The domains whose code touches the uploads bucket (tests/infra/code-parity.test.ts reads it off their bundles). */
const UPLOAD_DOMAINS = ['auth', 'org', 'user', 'audit', 'dhmc', 'device', 'job', 'notice', 'delivery'];
/** The domains whose routes confirm an upload with HeadObject, which needs s3:ListBucket to see a missing key. */
const UPLOAD_CONFIRMING_DOMAINS = ['org', 'user', 'audit', 'dhmc', 'device'];
/** Only auth (mail with links, SMS, the shell's logout and inventory URLs), project and user (mail temporary passwords with a link) get these. */
const EXTRA_ENVIRONMENT: Record<string, string[]> = {
  auth: ['MAIL_FROM', 'PUBLIC_URL', 'SYS_LOGOUT_URL', 'HUAYUN_URL'],
  project: ['MAIL_FROM', 'PUBLIC_URL'],
  // org, user, audit and dhmc start import and export jobs on the spreadsheet worker.
  user: ['MAIL_FROM', 'PUBLIC_URL', 'SPREADSHEET_WORKER_FUNCTION'],
  org: ['SPREADSHEET_WORKER_FUNCTION'],
  audit: ['SPREADSHEET_WORKER_FUNCTION'],
  dhmc: ['SPREADSHEET_WORKER_FUNCTION'],
  // device (issue 14) starts the contract import.
  device: ['SPREADSHEET_WORKER_FUNCTION'],
  // delivery (issue 29) starts the requirements and delivery workbooks' exports and imports.
  delivery: ['SPREADSHEET_WORKER_FUNCTION'],
};
const JOB_STARTING_DOMAINS = ['org', 'user', 'audit', 'dhmc', 'device', 'delivery'] as const;
const MESSAGING_ACTIONS: Record<string, string[]> = {
  auth: ['ses:SendEmail', 'sns:Publish'],
  project: ['ses:SendEmail'],
  user: ['ses:SendEmail'],
};
const JOB_ENVIRONMENT = ['TABLE_NAME'];
/** The worker mails the temporary passwords of the accounts its imports create, with a link to the site. */
const WORKER_ENVIRONMENT = ['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL'];
const MAIL_FROM = 'no-reply@sddp.example.com';
const TABLE_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];

/** An IAM policy statement, as free-form CloudFormation JSON. */
type Statement = Resource['Properties'];

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

// Beijing (the default) lacks some CloudFront features; Hong Kong is the global-partition variant.
// The China variant derives the SES identities from mailFrom; the global one names a domain identity,
// the public URL and a password-policy override.
const variants = {
  china: { region: 'cn-north-1', mailFrom: MAIL_FROM },
  global: {
    region: 'ap-east-1',
    mailFrom: MAIL_FROM,
    mailFromIdentity: 'sddp.example.com',
    publicUrl: 'https://sddp.example.com/',
    passwordPolicy: '{"maxAgeDays":60}',
  },
} as const;
const platforms = {} as Record<keyof typeof variants, SynthesisedPlatform>;

beforeAll(() => {
  for (const [name, settings] of Object.entries(variants)) {
    platforms[name as keyof typeof variants] = synthPlatform({ ...settings, apiRateLimit: 25, apiBurstLimit: 60 });
  }
}, 120_000);
afterAll(() => Object.values(platforms).forEach((platform) => platform.cleanup()));

describe.each(Object.keys(variants) as (keyof typeof variants)[])('the platform in the %s partition', (variant) => {
  const platform = () => platforms[variant];

  it('has no unacknowledged cdk-nag AwsSolutions findings', () => {
    const report = new AwsSolutionsChecks().validateScope(platform().app);
    const findings = report.violations.map(
      (violation) => `${violation.severity} ${violation.ruleName}: ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('blocks public access, enforces TLS and encrypts every bucket', () => {
    const { data, api, web } = platform().templates;
    for (const template of [data, api, web]) {
      const buckets = resourcesOf(template, 'AWS::S3::Bucket');
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [logicalId, bucket] of Object.entries(buckets)) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, logicalId).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption, logicalId).toBeDefined();
        const policy = policies.find((candidate) => candidate.Properties.Bucket.Ref === logicalId);
        expect(policy?.Properties.PolicyDocument.Statement, logicalId).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });

  describe('API', () => {
    const functionLogicalId = (domain: (typeof ENDPOINTS)[number]['domain']) => {
      const fn = platform().stacks.api.functions.get(domain);
      expect(fn, `a function for the ${domain} domain`).toBeDefined();
      return platform().stacks.api.getLogicalId(fn!.lambda.node.defaultChild as CfnFunction);
    };

    it('routes every endpoint of the contract to the Lambda of its domain, and nothing else', () => {
      const template = platform().templates.api;
      const routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
      const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');

      expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
        ENDPOINTS.map((endpoint) => `${endpoint.method} /user-api${endpoint.path}`).sort(),
      );
      for (const endpoint of ENDPOINTS) {
        const routeKey = `${endpoint.method} /user-api${endpoint.path}`;
        const route = routes.find((candidate) => candidate.Properties.RouteKey === routeKey)!;
        const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
        expect(integrations[integrationId]?.Properties, routeKey).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
        });
        // Through the domain function's live alias.
        const alias = resourcesOf(template, 'AWS::Lambda::Alias')[integrations[integrationId]!.Properties.IntegrationUri.Ref as string];
        expect(alias?.Properties, routeKey).toMatchObject({ Name: 'live', FunctionName: { Ref: functionLogicalId(endpoint.domain) } });
      }
    });

    it('throttles and access-logs the default stage', () => {
      const stages = Object.values(resourcesOf(platform().templates.api, 'AWS::ApiGatewayV2::Stage'));
      expect(stages).toHaveLength(1);
      expect(stages[0]!.Properties).toMatchObject({
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 60 },
        AccessLogSettings: { DestinationArn: expect.anything(), Format: expect.stringContaining('$context.requestId') },
      });
    });
  });

  describe('failed scheduled and asynchronous invocations', () => {
    const api = () => platform().templates.api;
    const queueArn = () => {
      const queues = Object.keys(resourcesOf(api(), 'AWS::SQS::Queue'));
      expect(queues).toHaveLength(1);
      return { 'Fn::GetAtt': [queues[0]!, 'Arn'] };
    };

    it('are kept 14 days in one encrypted, TLS-only queue', () => {
      const [queue] = Object.values(resourcesOf(api(), 'AWS::SQS::Queue'));
      expect(queue!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
      expect(queue!.DeletionPolicy).toBe('Retain');
      const [policy] = Object.values(resourcesOf(api(), 'AWS::SQS::QueuePolicy'));
      expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    });

    it('every schedule has an explicit delivery retry policy and the queue as its dead-letter queue', () => {
      const schedules = Object.values(resourcesOf(api(), 'AWS::Scheduler::Schedule'));
      expect(schedules).toHaveLength(4);
      for (const schedule of schedules) {
        expect(schedule.Properties.Target, schedule.Properties.Description).toMatchObject({
          RetryPolicy: { MaximumRetryAttempts: expect.any(Number), MaximumEventAgeInSeconds: expect.any(Number) },
          DeadLetterConfig: { Arn: queueArn() },
        });
      }
    });

    it('every function invoked asynchronously (the scheduled ones, the worker) has a retry policy and the queue on failure', () => {
      const scheduled = Object.values(resourcesOf(api(), 'AWS::Scheduler::Schedule')).map(
        (schedule) => schedule.Properties.Target.Arn['Fn::GetAtt'][0] as string,
      );
      const worker = platform().stacks.api.getLogicalId(
        platform().stacks.api.spreadsheetWorker.worker.lambda.node.defaultChild as CfnFunction,
      );
      const configs = Object.values(resourcesOf(api(), 'AWS::Lambda::EventInvokeConfig'));
      expect(configs.map((config) => config.Properties.FunctionName.Ref as string).sort()).toEqual(
        [...new Set([...scheduled, worker])].sort(),
      );
      for (const config of configs) {
        expect(config.Properties, config.Properties.FunctionName.Ref).toMatchObject({
          MaximumRetryAttempts: expect.any(Number),
          MaximumEventAgeInSeconds: expect.any(Number),
          DestinationConfig: { OnFailure: { Destination: queueArn() } },
        });
      }
    });
  });

  describe('domain functions', () => {
    const domainIds = () => {
      const { api } = platform().stacks;
      return new Map([...api.functions].map(([domain, fn]) => [api.getLogicalId(fn.lambda.node.defaultChild as CfnFunction), domain]));
    };
    const functions = () =>
      Object.entries(resourcesOf(platform().templates.api, 'AWS::Lambda::Function')).filter(([logicalId]) => domainIds().has(logicalId));
    const policiesOf = (fn: Resource) => {
      const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
      return Object.values(resourcesOf(platform().templates.api, 'AWS::IAM::Policy')).filter((policy) =>
        policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role),
      );
    };
    const statementsOf = (fn: Resource): Statement[] => policiesOf(fn).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    /** An ARN as written, with pseudo parameters as <Name>: arn:<Partition>:ses:cn-north-1:<AccountId>:identity/x. */
    const arn = (value: unknown): string =>
      typeof value === 'string'
        ? value
        : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
            .map((part) => (typeof part === 'string' ? part : `<${(part as { Ref: string }).Ref.replace('AWS::', '')}>`))
            .join('');

    it('has one function per domain with endpoints, and three scheduled jobs and the spreadsheet worker besides', () => {
      expect(functions()).toHaveLength(new Set(ENDPOINTS.map((endpoint) => endpoint.domain)).size);
      expect(Object.keys(resourcesOf(platform().templates.api, 'AWS::Lambda::Function'))).toHaveLength(functions().length + 4);
    });

    it('run Node.js 22 on arm64 with tracing and 10 s; 512 MB, but a full vCPU for sign-in', () => {
      for (const [logicalId, fn] of functions()) {
        expect(fn.Properties, logicalId).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          MemorySize: logicalId.startsWith('AuthFunction') ? 1769 : 512,
          Timeout: 10,
          TracingConfig: { Mode: 'Active' },
          LoggingConfig: { LogGroup: expect.anything() },
        });
      }
      const logGroups = Object.values(resourcesOf(platform().templates.api, 'AWS::Logs::LogGroup'));
      for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBe(180);
    });

    it('get exactly the allowed environment, with no captcha or test bypass', () => {
      const policy = variant === 'global' ? ['PASSWORD_POLICY'] : [];
      for (const [logicalId, fn] of functions()) {
        const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
        const domain = domainIds().get(logicalId) ?? '';
        const lifecycle = EXTRA_ENVIRONMENT[domain] ?? [];
        const uploads = UPLOAD_DOMAINS.includes(domain) ? ['UPLOAD_BUCKET'] : [];
        expect(Object.keys(variables).sort(), logicalId).toEqual([...ALLOWED_ENVIRONMENT, ...uploads, ...lifecycle, ...policy].sort());
        // Source maps ship beside the bundle but are not read at every cold start (docs/decisions.md).
        expect(variables, logicalId).not.toHaveProperty('NODE_OPTIONS');
        for (const [key, value] of Object.entries(variables)) {
          expect(key).not.toMatch(/captcha|bypass|test/i);
          expect(JSON.stringify(value)).not.toMatch(/captcha|bypass|test/i);
        }
      }
    });

    it('may only use the table items, query its indexes, use the uploads bucket as their code does, and (auth, project, user) send mail, SMS', () => {
      for (const [logicalId, fn] of functions()) {
        const domain = domainIds().get(logicalId) ?? '';
        const lifecycle = domain === 'auth';
        const statements = statementsOf(fn);
        const actions = statements.flatMap((statement) => list<string>(statement.Action));

        expect(
          actions.filter((action) => action.includes('*')),
          logicalId,
        ).toEqual([]);
        expect([...new Set(actions.filter((action) => action.startsWith('dynamodb:')))].sort()).toEqual(TABLE_ACTIONS);
        // The job status only signs links to exports; the notice function only its media prefix; project
        // and score never touch the bucket; the functions that confirm uploads may list it, to see a missing key.
        expect([...new Set(actions.filter((action) => action.startsWith('s3:')))].sort(), domain).toEqual(
          domain === 'job'
            ? ['s3:GetObject']
            : domain === 'notice'
              ? ['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']
              : domain === 'delivery'
                ? ['s3:AbortMultipartUpload', 's3:GetObject', 's3:ListBucket', 's3:PutObject']
                : !UPLOAD_DOMAINS.includes(domain)
                  ? []
                  : UPLOAD_CONFIRMING_DOMAINS.includes(domain)
                    ? ['s3:GetObject', 's3:ListBucket', 's3:PutObject']
                    : ['s3:GetObject', 's3:PutObject'],
        );
        for (const statement of statements.filter((candidate) => list<string>(candidate.Action).includes('s3:ListBucket'))) {
          // The bucket itself, unconditioned: a HeadObject has no s3:prefix to condition on.
          expect(statement, domain).toEqual({
            Effect: 'Allow',
            Action: 's3:ListBucket',
            Resource: { 'Fn::ImportValue': expect.stringMatching(/Uploads.*Arn/) },
          });
        }
        if (domain === 'notice' || domain === 'delivery') {
          const objects = statements.filter((statement) =>
            list<string>(statement.Action).some((action) => action.startsWith('s3:') && action !== 's3:ListBucket'),
          );
          for (const resource of objects.flatMap((statement) => list(statement.Resource))) {
            expect(JSON.stringify(resource)).toContain(domain === 'notice' ? '/fqa/work_notice/*' : '/delivery/*');
          }
        }
        if (domain === 'job') {
          const s3 = statements.filter((statement) => list<string>(statement.Action).some((action) => action.startsWith('s3:')));
          expect(s3.flatMap((statement) => list(statement.Resource)).map((resource) => JSON.stringify(resource))).toEqual([
            expect.stringContaining('/exports/*'),
          ]);
        }
        expect([...new Set(actions.filter((action) => /^(ses|sns|ssm|kms):/.test(action)))].sort()).toEqual(
          MESSAGING_ACTIONS[domain] ?? [],
        );
        const resources = statements
          .filter((statement) => list<string>(statement.Action).some((action) => action.startsWith('dynamodb:')))
          .flatMap((statement) => list(statement.Resource))
          .map((resource) => JSON.stringify(resource));
        expect(resources.filter((resource) => resource.includes('/index/*'))).toEqual([]);
        expect(
          statements
            .filter((statement) => statement.Resource === '*')
            .flatMap((s) => list<string>(s.Action))
            .sort(),
        ).toEqual(
          lifecycle
            ? ['sns:Publish', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']
            : ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
        );
      }
    });

    it('let auth send e-mail only from MAIL_FROM as the SES identity and SMS only in its region, reading no secret', () => {
      const [logicalId, auth] = functions().find(([id]) => domainIds().get(id) === 'auth')!;
      const statements = statementsOf(auth);
      const { region } = variants[variant];
      const identity = (name: string) => `arn:<Partition>:ses:${region}:<AccountId>:identity/${name}`;

      const mail = statements.find((statement) => list<string>(statement.Action).includes('ses:SendEmail'))!;
      expect(mail, logicalId).toMatchObject({ Effect: 'Allow', Condition: { StringEquals: { 'ses:FromAddress': MAIL_FROM } } });
      expect(list(mail.Resource).map(arn).sort()).toEqual(
        variant === 'china' ? [identity('no-reply@sddp.example.com'), identity('sddp.example.com')] : [identity('sddp.example.com')],
      );

      const sms = statements.find((statement) => list<string>(statement.Action).includes('sns:Publish'));
      expect(sms).toEqual({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Resource: '*',
        Condition: { StringEquals: { 'aws:RequestedRegion': region } },
      });

      expect(statements.flatMap((statement) => list<string>(statement.Action)).filter((action) => action.startsWith('ssm:'))).toEqual([]);

      const variables = auth.Properties.Environment.Variables as Record<string, unknown>;
      expect(variables).toMatchObject({ MAIL_FROM });
      expect(variables).not.toHaveProperty('INITIAL_PASSWORD_PARAMETER');
      expect(variables.PUBLIC_URL).toBe(variant === 'global' ? 'https://sddp.example.com' : '');
      if (variant === 'global') expect(variables.PASSWORD_POLICY).toBe('{"maxAgeDays":60}');
    });

    it('bundle into an ESM file that loads from its own directory and answers an unknown route with a 404 envelope', async () => {
      const { outdir } = platform();
      for (const [logicalId, fn] of functions()) {
        const assetDir = join(outdir, `asset.${(fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
        expect(existsSync(join(assetDir, 'index.mjs')), logicalId).toBe(true);
        expect(existsSync(join(assetDir, 'fonts', 'Comismsh.ttf')), logicalId).toBe(domainIds().get(logicalId) === 'auth');
        const [response] = await runBundledHandler(assetDir, [apiEvent('GET', '/user-api/no-such-route')]);
        expect(response!.statusCode, logicalId).toBe(404);
        expect(JSON.parse(response!.body)).toMatchObject({ code: 404 });
      }
    });
  });

  it('warns at synth when links in e-mails would have no origin (publicUrl unset)', () => {
    const warnings = Annotations.fromStack(platform().stacks.api).findWarning('*', Match.stringLikeRegexp('publicUrl is not set'));
    expect(warnings).toHaveLength(variant === 'china' ? 1 : 0);
  });

  describe('list-index repair job', () => {
    const repair = () => {
      const { api } = platform().stacks;
      const logicalId = api.getLogicalId(api.jobs.listIndexRepair.job.lambda.node.defaultChild as CfnFunction);
      return { logicalId, fn: resourcesOf(platform().templates.api, 'AWS::Lambda::Function')[logicalId]! };
    };

    it('runs daily at 03:00 Beijing time and may only read, put and delete items', () => {
      const schedules = Object.values(resourcesOf(platform().templates.api, 'AWS::Scheduler::Schedule')).filter(
        (schedule) => JSON.stringify(schedule.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [repair().logicalId, 'Arn'] }),
      );
      expect(schedules.map((schedule) => schedule.Properties.ScheduleExpression)).toEqual(['cron(0 3 * * ? *)']);
      const role = repair().fn.Properties.Role['Fn::GetAtt'][0] as string;
      const actions = Object.values(resourcesOf(platform().templates.api, 'AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
        .flatMap((policy) =>
          (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((statement) => list<string>(statement.Action)),
        )
        .filter((action) => action.startsWith('dynamodb:'));
      expect([...new Set(actions)].sort()).toEqual([
        'dynamodb:BatchWriteItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
      ]);
    });
  });

  describe('password-expiry job', () => {
    const job = () => {
      const { api } = platform().stacks;
      const logicalId = api.getLogicalId(api.jobs.passwordExpiry.job.lambda.node.defaultChild as CfnFunction);
      return { logicalId, fn: resourcesOf(platform().templates.api, 'AWS::Lambda::Function')[logicalId]! };
    };

    it('runs daily at 02:00 Beijing time; Scheduler retries delivery and keeps an undelivered event', () => {
      const schedules = Object.values(resourcesOf(platform().templates.api, 'AWS::Scheduler::Schedule')).filter(
        (schedule) => JSON.stringify(schedule.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [job().logicalId, 'Arn'] }),
      );
      expect(schedules).toHaveLength(1);
      expect(schedules[0]!.Properties).toMatchObject({
        ScheduleExpression: 'cron(0 2 * * ? *)',
        ScheduleExpressionTimezone: 'Asia/Shanghai',
        State: 'ENABLED',
        Target: {
          Arn: { 'Fn::GetAtt': [job().logicalId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [failureQueueId(), 'Arn'] } },
        },
      });
    });

    it('gets only the table and the policy override, no bucket', () => {
      const { fn } = job();
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 300, Description: 'SDDP password-expiry job' });
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(Object.keys(variables).sort()).toEqual([...JOB_ENVIRONMENT, ...(variant === 'global' ? ['PASSWORD_POLICY'] : [])].sort());
    });

    it('may only read users and update them, and hand a failed run to the failure queue', () => {
      const role = job().fn.Properties.Role['Fn::GetAtt'][0] as string;
      const statements = Object.values(resourcesOf(platform().templates.api, 'AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
      const actions = [...new Set(statements.flatMap((statement) => list<string>(statement.Action)))].sort();
      expect(actions).toEqual([
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'sqs:SendMessage',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
    });

    it('bundles into an ESM file that loads and exports the handler', () => {
      expect(handlerTypeOfBundle(platform().outdir, job().fn)).toBe('function');
    });
  });

  const failureQueueId = () => {
    const queues = Object.keys(resourcesOf(platform().templates.api, 'AWS::SQS::Queue'));
    expect(queues).toHaveLength(1);
    return queues[0]!;
  };

  const functionLogicalIdOf = (domain: (typeof ENDPOINTS)[number]['domain']) => {
    const { api } = platform().stacks;
    return api.getLogicalId(api.functions.get(domain)!.lambda.node.defaultChild as CfnFunction);
  };

  describe('spreadsheet worker', () => {
    const worker = () => {
      const { api } = platform().stacks;
      const logicalId = api.getLogicalId(api.spreadsheetWorker.worker.lambda.node.defaultChild as CfnFunction);
      return { logicalId, fn: resourcesOf(platform().templates.api, 'AWS::Lambda::Function')[logicalId]! };
    };
    const statementsOfRole = (role: string): Statement[] =>
      Object.values(resourcesOf(platform().templates.api, 'AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const workerArn = () => ({ 'Fn::GetAtt': [worker().logicalId, 'Arn'] });

    it('has 1024 MB and five minutes, and only the table, bucket, mail, site and policy settings', () => {
      const { fn } = worker();
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: 300,
        TracingConfig: { Mode: 'Active' },
      });
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(Object.keys(variables).sort()).toEqual([...WORKER_ENVIRONMENT, ...(variant === 'global' ? ['PASSWORD_POLICY'] : [])].sort());
      expect(variables).toMatchObject({ MAIL_FROM, PUBLIC_URL: variant === 'global' ? 'https://sddp.example.com' : '' });
    });

    it('sends e-mail exactly as the e-mailing domains do: from MAIL_FROM, as the configured identity', () => {
      const mailOf = (role: string) =>
        statementsOfRole(role).filter((statement) => list<string>(statement.Action).some((action) => action.startsWith('ses:')));
      const auth = resourcesOf(platform().templates.api, 'AWS::Lambda::Function')[functionLogicalIdOf('auth')]!;
      const workerMail = mailOf(worker().fn.Properties.Role['Fn::GetAtt'][0] as string);
      expect(workerMail).toHaveLength(1);
      expect(workerMail).toEqual(mailOf(auth.Properties.Role['Fn::GetAtt'][0] as string));
    });

    it('reads only uploaded workbooks and writes only exports; uses the table items and indexes', () => {
      const statements = statementsOfRole(worker().fn.Properties.Role['Fn::GetAtt'][0] as string);
      const s3 = statements.filter((statement) => list<string>(statement.Action).some((action) => action.startsWith('s3:')));
      const grants = s3.map(
        (statement) =>
          [list<string>(statement.Action).sort(), list(statement.Resource).map((resource) => JSON.stringify(resource))] as const,
      );
      expect(grants).toHaveLength(3);
      // It checks that an uploaded workbook is there (HeadObject) before reading it: a missing one must answer 404.
      expect(grants).toContainEqual([['s3:ListBucket'], [expect.stringMatching(/Uploads.*Arn/)]]);
      expect(grants).toContainEqual([
        ['s3:GetObject'],
        [expect.stringContaining('/audit/*'), expect.stringContaining('/supplier/*'), expect.stringContaining('/users/*')],
      ]);
      expect(grants).toContainEqual([['s3:AbortMultipartUpload', 's3:PutObject'], [expect.stringContaining('/exports/*')]]);
      const tableActions = [
        ...new Set(statements.flatMap((statement) => list<string>(statement.Action)).filter((action) => action.startsWith('dynamodb:'))),
      ].sort();
      expect(tableActions).toEqual(TABLE_ACTIONS);
    });

    it('may be invoked by the functions that start jobs (org, user, audit, dhmc, device) alone among the domain functions', () => {
      const { api } = platform().stacks;
      for (const [domain, fn] of api.functions) {
        const role = api.getLogicalId(fn.lambda.role!.node.defaultChild as CfnFunction);
        const invokes = statementsOfRole(role).filter((statement) => list<string>(statement.Action).includes('lambda:InvokeFunction'));
        if (!(JOB_STARTING_DOMAINS as readonly string[]).includes(domain)) {
          expect(invokes, domain).toEqual([]);
          continue;
        }
        expect(invokes).toHaveLength(1);
        expect(list(invokes[0]!.Resource)).toContainEqual(workerArn());
        for (const resource of list(invokes[0]!.Resource)) expect(JSON.stringify(resource)).toContain(worker().logicalId);
      }
      for (const domain of JOB_STARTING_DOMAINS) {
        const fn = resourcesOf(platform().templates.api, 'AWS::Lambda::Function')[functionLogicalIdOf(domain)]!;
        expect(fn.Properties.Environment.Variables.SPREADSHEET_WORKER_FUNCTION, domain).toEqual({ Ref: worker().logicalId });
      }
    });

    it('is not retried by Lambda on a failed job event, which goes to the failure queue, and recovers interrupted jobs every five minutes', () => {
      const configs = Object.values(resourcesOf(platform().templates.api, 'AWS::Lambda::EventInvokeConfig')).filter(
        (config) => config.Properties.FunctionName.Ref === worker().logicalId,
      );
      expect(configs).toHaveLength(1);
      expect(configs[0]!.Properties).toMatchObject({
        MaximumRetryAttempts: 0,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failureQueueId(), 'Arn'] } } },
      });
      const schedules = Object.values(resourcesOf(platform().templates.api, 'AWS::Scheduler::Schedule')).filter(
        (schedule) => JSON.stringify(schedule.Properties.Target.Arn) === JSON.stringify(workerArn()),
      );
      expect(schedules).toHaveLength(1);
      expect(schedules[0]!.Properties).toMatchObject({
        ScheduleExpression: 'rate(5 minutes)',
        State: 'ENABLED',
        Target: {
          RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 300 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [failureQueueId(), 'Arn'] } },
        },
      });
      expect(JSON.parse(schedules[0]!.Properties.Target.Input as string)).toEqual({ recover: true });
    });

    it('bundles into an ESM file that loads and exports the handler', () => {
      expect(handlerTypeOfBundle(platform().outdir, worker().fn)).toBe('function');
    });
  });

  describe('web', () => {
    const distribution = () => {
      const distributions = Object.values(resourcesOf(platform().templates.web, 'AWS::CloudFront::Distribution'));
      expect(distributions).toHaveLength(1);
      return distributions[0]!.Properties.DistributionConfig;
    };

    it('sends security headers with a CSP on web and API responses', () => {
      const policies = resourcesOf(platform().templates.web, 'AWS::CloudFront::ResponseHeadersPolicy');
      const [policyId, policy] = Object.entries(policies)[0]!;
      const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        "connect-src 'self' https://",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toContain('RegionalDomainName');
      expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: expect.any(Number), Override: true });
      expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');

      const config = distribution();
      for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
        expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      }
    });

    it('forwards /user-api/* uncached with every viewer header but Host, and never rewrites API errors', () => {
      const config = distribution();
      const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/user-api/*');
      expect(api).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
      });
      expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
      expect(api.FunctionAssociations).toBeUndefined();
      const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === api.TargetOriginId);
      expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
      expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
      expect(config.CustomErrorResponses).toBeUndefined();
    });

    it('serves index.html as the root and logs requests', () => {
      const config = distribution();
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(config.Logging).toMatchObject({ Bucket: expect.anything(), Prefix: 'cloudfront/' });
    });

    it('deploys a placeholder page and warns when the web bundle was not built', () => {
      const warnings = Annotations.fromStack(platform().stacks.web).findWarning('*', Match.stringLikeRegexp('placeholder'));
      expect(warnings.length).toBeGreaterThan(0);
      expect(resourcesOf(platform().templates.web, 'Custom::CDKBucketDeployment')).not.toEqual({});
    });
  });
});

describe('CloudFront in the global partition', () => {
  const web = () => platforms.global.templates.web;

  it('reads the site bucket through origin access control', () => {
    expect(Object.keys(resourcesOf(web(), 'AWS::CloudFront::OriginAccessControl'))).toHaveLength(1);
    expect(resourcesOf(web(), 'AWS::CloudFront::CloudFrontOriginAccessIdentity')).toEqual({});
  });

  it('logs to a bucket in us-east-1, since CloudFront delivers no logs to buckets in Hong Kong (ap-east-1)', () => {
    const { stacks, templates } = platforms.global;
    expect(stacks.web.region).toBe('ap-east-1');
    expect(stacks.cloudFrontLogs?.region).toBe('us-east-1');
    const config = Object.values(resourcesOf(web(), 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    // The bucket's domain name, read through the cross-region reference from the logs stack's bucket.
    const [reader, parameter] = config.Logging.Bucket['Fn::GetAtt'] as [string, string];
    expect(resourcesOf(web(), 'Custom::CrossRegionExportReader')).toHaveProperty(reader);
    const logsBucketId = stacks.cloudFrontLogs!.getLogicalId(stacks.cloudFrontLogs!.bucket.node.defaultChild as CfnBucket);
    expect(parameter).toContain(`FnGetAtt${logsBucketId}RegionalDomainName`);
    expect(resourcesOf(templates.cloudFrontLogs!, 'AWS::S3::Bucket')[logsBucketId]!.Properties).toMatchObject({
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 180 })] },
    });
    // The web stack's own log bucket keeps the site bucket's access logs and needs no ACLs.
    for (const bucket of Object.values(resourcesOf(web(), 'AWS::S3::Bucket'))) {
      expect(bucket.Properties.OwnershipControls?.Rules?.[0]?.ObjectOwnership ?? 'BucketOwnerEnforced').toBe('BucketOwnerEnforced');
    }
  });

  it('rewrites extension-less paths of the web behaviour to /index.html with a CloudFront Function', () => {
    const [functionId, fn] = Object.entries(resourcesOf(web(), 'AWS::CloudFront::Function'))[0]!;
    const config = Object.values(resourcesOf(web(), 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);

    const handler = runInNewContext(`${fn.Properties.FunctionCode}; handler`) as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri, method: 'GET', headers: {} } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/projects/42/devices')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/assets/index-3f9a.js')).toBe('/assets/index-3f9a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    // Files the bundle ships from web/public, such as the default avatar, come from the bucket as they are.
    expect(rewrite(DEFAULT_AVATAR)).toBe(DEFAULT_AVATAR);
  });
});

describe('CloudFront in the China partition', () => {
  const web = () => platforms.china.templates.web;

  it('logs to a bucket of the web stack itself, since CloudFront delivers logs to buckets in China', () => {
    expect(platforms.china.stacks.cloudFrontLogs).toBeUndefined();
    const config = Object.values(resourcesOf(web(), 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const [bucketId] = config.Logging.Bucket['Fn::GetAtt'] as [string];
    expect(resourcesOf(web(), 'AWS::S3::Bucket')[bucketId]!.Properties.OwnershipControls).toEqual({
      Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }],
    });
  });

  it('uses only resource types that exist there: an origin access identity, no CloudFront Function', () => {
    expect(resourcesOf(web(), 'AWS::CloudFront::OriginAccessControl')).toEqual({});
    expect(resourcesOf(web(), 'AWS::CloudFront::Function')).toEqual({});
    expect(Object.keys(resourcesOf(web(), 'AWS::CloudFront::CloudFrontOriginAccessIdentity'))).toHaveLength(1);
  });

  it('warns at synth that client-side deep links have no rewrite', () => {
    const warnings = Annotations.fromStack(platforms.china.stacks.web).findWarning('*', Match.stringLikeRegexp('CloudFront Functions'));
    expect(warnings.length).toBeGreaterThan(0);
  });
});

/** Loads a bundled function's asset in a fresh Node process, as Lambda would, and answers `typeof handler`. */
function handlerTypeOfBundle(outdir: string, fn: Resource): string {
  const assetDir = join(outdir, `asset.${(fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
  const script = `const module = await import(${JSON.stringify(join(assetDir, 'index.mjs'))});
process.stdout.write('\\nRESULT ' + typeof module.handler);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: '/',
    env: { PATH: process.env.PATH, TABLE_NAME: 'table', UPLOAD_BUCKET: 'bucket', AWS_REGION: 'cn-north-1', LOG_LEVEL: 'error' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return output.slice(output.lastIndexOf('RESULT ') + 'RESULT '.length);
}
