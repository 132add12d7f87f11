import { describe, expect, it } from 'vitest';
import type { CfnResource, StackTemplate } from '#local/cloud/template/intrinsics';
import { readDeployment } from '#local/cloud/template/read-deployment';

const QUEUE_ARN = { 'Fn::GetAtt': ['Failures', 'Arn'] };

/** A stack with one function and what its asynchronous invocations are given. */
function deployment(resources: Record<string, CfnResource>) {
  const stack: StackTemplate = {
    stackName: 'app-api',
    template: {
      Resources: {
        Job: {
          Type: 'AWS::Lambda::Function',
          Properties: { Role: { 'Fn::GetAtt': ['JobRole', 'Arn'] } },
          Metadata: { 'aws:cdk:path': 'app-api/Job/Resource', 'sddp:entry': 'functions/src/scheduled/job.ts' },
        },
        JobRole: { Type: 'AWS::IAM::Role', Properties: {} },
        Failures: {
          Type: 'AWS::SQS::Queue',
          Properties: { MessageRetentionPeriod: 1_209_600 },
          Metadata: { 'aws:cdk:path': 'app-api/Failures/Queue/Resource' },
        },
        ...resources,
      },
    },
  };
  return () => readDeployment({ region: 'ap-east-1', account: '000000000000', stacks: [stack] });
}

const config = (properties: Record<string, unknown>): CfnResource => ({
  Type: 'AWS::Lambda::EventInvokeConfig',
  Properties: { FunctionName: { Ref: 'Job' }, Qualifier: '$LATEST', ...properties },
});

describe("the template's failure destinations, as the local platform reads them", () => {
  it("reads each queue and each function's EventInvokeConfig, with Lambda's and SQS's defaults for what they leave out", () => {
    const read = deployment({
      JobConfig: config({ MaximumRetryAttempts: 1, DestinationConfig: { OnFailure: { Destination: QUEUE_ARN } } }),
      LiveConfig: config({ Qualifier: 'live' }),
    })();
    expect(read.queues).toEqual([
      {
        label: 'app-api/Failures/Queue',
        name: 'app-api-Failures',
        arn: 'arn:aws:sqs:ap-east-1:000000000000:app-api-Failures',
        url: 'https://sqs.ap-east-1.amazonaws.com/000000000000/app-api-Failures',
        visibilityTimeoutSeconds: 30,
        retentionSeconds: 1_209_600,
        delaySeconds: 0,
      },
    ]);
    expect(read.functions[0]!.eventInvokeConfigs).toEqual([
      {
        qualifier: '$LATEST',
        maximumRetryAttempts: 1,
        maximumEventAgeSeconds: 21_600,
        onFailure: 'arn:aws:sqs:ap-east-1:000000000000:app-api-Failures',
      },
      { qualifier: 'live', maximumRetryAttempts: 2, maximumEventAgeSeconds: 21_600 },
    ]);
  });

  it('fails the start on what the local platform does not deliver to or model, rather than run it as something else', () => {
    expect(
      deployment({
        Topic: { Type: 'AWS::SNS::Topic' },
        JobConfig: config({ DestinationConfig: { OnFailure: { Destination: { Ref: 'Topic' } } } }),
      }),
    ).toThrow(/destination arn:aws:sns:ap-east-1:000000000000:app-api-Topic is not an SQS queue/);
    expect(
      deployment({
        JobConfig: config({ DestinationConfig: { OnFailure: { Destination: 'arn:aws:sqs:ap-east-1:000000000000:elsewhere' } } }),
      }),
    ).toThrow(
      /app-api\/Job: its asynchronous invocations send records to arn:aws:sqs:ap-east-1:000000000000:elsewhere, which is no queue of the template/,
    );
    expect(deployment({ Fifo: { Type: 'AWS::SQS::Queue', Properties: { FifoQueue: true } } })).toThrow(/a FIFO queue/);
    expect(
      deployment({
        Redriven: { Type: 'AWS::SQS::Queue', Properties: { RedrivePolicy: { deadLetterTargetArn: QUEUE_ARN, maxReceiveCount: 3 } } },
      }),
    ).toThrow(/a queue with a redrive policy/);
  });
});
