import { fileURLToPath } from 'node:url';
import { Stack, TimeZone } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedInvocations } from '../../infra/lib/constructs/failed-invocations';
import { ScheduledJob } from '../../infra/lib/constructs/scheduled-job';
import { resourcesOf, testApp } from './support/synth-platform';

describe('ScheduledJob', () => {
  let template: Template;
  let findings: string[];
  let cleanup: () => void;

  beforeAll(() => {
    const test = testApp();
    cleanup = test.cleanup;
    const stack = new Stack(test.app, 'jobs', { env: { region: 'cn-north-1' } });
    new ScheduledJob(stack, 'PasswordExpiry', {
      name: 'password-expiry',
      entry: fileURLToPath(new URL('./fixtures/job-handler.ts', import.meta.url)),
      schedule: ScheduleExpression.cron({ hour: '2', minute: '0', timeZone: TimeZone.ASIA_SHANGHAI }),
      failures: new FailedInvocations(stack, 'Failures'),
    });
    template = Template.fromStack(stack);
    findings = new AwsSolutionsChecks().validateScope(test.app).violations.map((violation) => violation.ruleName);
  }, 60_000);
  afterAll(() => cleanup());

  const queueId = () => Object.keys(resourcesOf(template, 'AWS::SQS::Queue'))[0]!;
  const functionId = () => Object.keys(resourcesOf(template, 'AWS::Lambda::Function'))[0]!;

  it('runs a Node.js 22 function on a Beijing-time schedule', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 300, Description: 'SDDP password-expiry job' });
    const schedules = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Shanghai',
    });
  });

  it('retries delivering the event and keeps an undelivered one in the dead-letter queue', () => {
    const [schedule] = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule'));
    expect(schedule!.Properties.Target).toMatchObject({
      Arn: { 'Fn::GetAtt': [functionId(), 'Arn'] },
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
    });
  });

  it('has Lambda run a failed job twice more, then keep the event in the same queue', () => {
    const configs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'));
    expect(configs).toHaveLength(1);
    expect(configs[0]!.Properties).toMatchObject({
      FunctionName: { Ref: functionId() },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId(), 'Arn'] } } },
    });
  });

  it('keeps failures in an encrypted, TLS-only queue for 14 days', () => {
    const [queue] = Object.values(resourcesOf(template, 'AWS::SQS::Queue'));
    expect(queue!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const [policy] = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'));
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('has no unacknowledged cdk-nag findings', () => {
    expect(findings).toEqual([]);
  });
});
