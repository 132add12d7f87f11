import { fileURLToPath } from 'node:url';
import { Stack, TimeZone } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    });
    template = Template.fromStack(stack);
    findings = new AwsSolutionsChecks().validateScope(test.app).violations.map((violation) => violation.ruleName);
  }, 60_000);
  afterAll(() => cleanup());

  it('runs a Node.js 22 function on a Beijing-time schedule, with retries', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 300, Description: 'SDDP password-expiry job' });
    const schedules = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Shanghai',
      Target: { RetryPolicy: { MaximumRetryAttempts: 2 } },
    });
  });

  it('has no unacknowledged cdk-nag findings', () => {
    expect(findings).toEqual([]);
  });
});
