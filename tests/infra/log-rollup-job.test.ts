import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resource, resourcesOf, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

type Statement = Resource['Properties'];
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

describe('the operation-log roll-up job', () => {
  let platform: SynthesisedPlatform;
  beforeAll(() => {
    platform = synthPlatform({ region: 'cn-north-1', mailFrom: 'no-reply@sddp.example.com' });
  }, 120_000);
  afterAll(() => platform.cleanup());

  const job = () => {
    const { api } = platform.stacks;
    const logicalId = api.getLogicalId(api.jobs.logRollup.job.lambda.node.defaultChild as CfnFunction);
    return { logicalId, fn: resourcesOf(platform.templates.api, 'AWS::Lambda::Function')[logicalId]! };
  };
  const statements = () => {
    const role = job().fn.Properties.Role['Fn::GetAtt'][0] as string;
    return Object.values(resourcesOf(platform.templates.api, 'AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  };

  it('runs every hour at minute 5, Beijing time; failed runs are retried and then kept in the failure queue', () => {
    const schedules = Object.values(resourcesOf(platform.templates.api, 'AWS::Scheduler::Schedule')).filter(
      (schedule) => JSON.stringify(schedule.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [job().logicalId, 'Arn'] }),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'cron(5 * * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Shanghai',
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 }, DeadLetterConfig: { Arn: expect.anything() } },
    });
    const configs = Object.values(resourcesOf(platform.templates.api, 'AWS::Lambda::EventInvokeConfig')).filter(
      (config) => config.Properties.FunctionName.Ref === job().logicalId,
    );
    expect(configs).toHaveLength(1);
    // Lambda, not Scheduler, runs a failed roll-up again (safe: it moves its watermark under a lock).
    expect(configs[0]!.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: expect.anything() } },
    });
    expect(job().fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 300, Description: 'SDDP log-rollup job' });
  });

  it('may only get, query, update and batch-write items of the table (no delete, no put, no scan), and report a failed run', () => {
    const actions = [...new Set(statements().flatMap((statement) => list<string>(statement.Action)))].sort();
    expect(actions).toEqual([
      'dynamodb:BatchWriteItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'sqs:SendMessage',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const tableArns = JSON.stringify(
      statements()
        .filter((statement) => list<string>(statement.Action).some((action) => action.startsWith('dynamodb:')))
        .map((statement) => statement.Resource),
    );
    expect(tableArns).not.toContain('uploads');
    expect(tableArns).not.toMatch(/"\*"/);
  });

  it('gets only the table: its code never touches the bucket', () => {
    const variables = job().fn.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).sort()).toEqual(['TABLE_NAME']);
  });

  it('bundles into an ESM file that loads and exports the handler', () => {
    const assetDir = join(platform.outdir, `asset.${(job().fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
    const script = `const module = await import(${JSON.stringify(join(assetDir, 'index.mjs'))});
process.stdout.write('\\nRESULT ' + typeof module.handler);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: '/',
      env: { PATH: process.env.PATH, TABLE_NAME: 'table', AWS_REGION: 'cn-north-1', LOG_LEVEL: 'error' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(output.slice(output.lastIndexOf('RESULT ') + 'RESULT '.length)).toBe('function');
  });
});
