import { describe, expect, it } from 'vitest';
import { createResolver, UnresolvableError, type StackTemplate } from '#local/cloud/template/intrinsics';

const data: StackTemplate = {
  stackName: 'app-data',
  template: {
    Resources: {
      Table: { Type: 'AWS::DynamoDB::Table' },
      Uploads: { Type: 'AWS::S3::Bucket' },
      Logs: { Type: 'AWS::S3::Bucket' },
    },
    Outputs: {
      TableName: { Value: { Ref: 'Table' } },
      UploadsBucketName: { Value: { Ref: 'Uploads' } },
      TableArnExport: { Value: { 'Fn::GetAtt': ['Table', 'Arn'] }, Export: { Name: 'app-data:TableArn' } },
    },
  },
};
const api: StackTemplate = {
  stackName: 'app-api',
  template: {
    Parameters: { Stage: { Default: 'local' } },
    Conditions: { IsLocal: { 'Fn::Equals': [{ Ref: 'Stage' }, 'local'] } },
    Resources: {
      Worker: { Type: 'AWS::Lambda::Function', Properties: {} },
      Named: { Type: 'AWS::Lambda::Function', Properties: { FunctionName: 'fixed-name' } },
      WorkerRole: { Type: 'AWS::IAM::Role' },
      Queue: { Type: 'AWS::SQS::Queue' },
    },
  },
};
const resolver = createResolver({
  region: 'ap-east-1',
  account: '000000000000',
  stacks: [data, api],
  namedByOutput: { TableName: 'sddp', UploadsBucketName: 'sddp-uploads' },
});
const resolve = (value: unknown) => resolver.resolve('app-api', value);

describe('intrinsic functions, resolved for the local deployment', () => {
  it('names the resources the caller fixes through the outputs that name them, and generates the rest', () => {
    expect(resolver.resolve('app-data', { Ref: 'Table' })).toBe('sddp');
    expect(resolver.resolve('app-data', { Ref: 'Uploads' })).toBe('sddp-uploads');
    expect(resolver.resolve('app-data', { Ref: 'Logs' })).toBe('app-data-logs');
    expect(resolve({ Ref: 'Worker' })).toBe('app-api-Worker');
    expect(resolve({ Ref: 'Named' })).toBe('fixed-name');
  });

  it('gives each resource type its ARN in the local account and region', () => {
    expect(resolve({ 'Fn::GetAtt': ['Worker', 'Arn'] })).toBe('arn:aws:lambda:ap-east-1:000000000000:function:app-api-Worker');
    expect(resolve({ 'Fn::GetAtt': 'WorkerRole.Arn' })).toBe('arn:aws:iam::000000000000:role/app-api-WorkerRole');
    expect(resolve({ 'Fn::GetAtt': ['Queue', 'Arn'] })).toBe('arn:aws:sqs:ap-east-1:000000000000:app-api-Queue');
    expect(resolver.resolve('app-data', { 'Fn::GetAtt': ['Uploads', 'Arn'] })).toBe('arn:aws:s3:::sddp-uploads');
  });

  it('resolves imports through the exporting stack, and joins, subs, selects, splits and conditions', () => {
    expect(resolve({ 'Fn::Join': ['', [{ 'Fn::ImportValue': 'app-data:TableArn' }, '/index/gsi1']] })).toBe(
      'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp/index/gsi1',
    );
    expect(resolve({ 'Fn::Sub': 'arn:${AWS::Partition}:ssm:${AWS::Region}:${AWS::AccountId}:parameter/x (${Worker.Arn})' })).toBe(
      'arn:aws:ssm:ap-east-1:000000000000:parameter/x (arn:aws:lambda:ap-east-1:000000000000:function:app-api-Worker)',
    );
    expect(resolve({ 'Fn::Sub': ['${A}-${AWS::StackName}', { A: 'x' }] })).toBe('x-app-api');
    expect(resolve({ 'Fn::Select': [1, { 'Fn::Split': [',', 'a,b,c'] }] })).toBe('b');
    expect(resolve({ 'Fn::If': ['IsLocal', 'yes', 'no'] })).toBe('yes');
    expect(resolve({ list: ['a', { Ref: 'AWS::NoValue' }], gone: { Ref: 'AWS::NoValue' } })).toEqual({ list: ['a'] });
  });

  it('refuses what it cannot resolve rather than guessing', () => {
    expect(() => resolve({ Ref: 'Missing' })).toThrow(UnresolvableError);
    expect(() => resolve({ 'Fn::ImportValue': 'nobody:exports-this' })).toThrow(UnresolvableError);
    expect(() => resolve({ 'Fn::Transform': {} })).toThrow(UnresolvableError);
  });
});
