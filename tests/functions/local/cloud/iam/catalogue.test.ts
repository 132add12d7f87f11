import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { checkAuthorizationRequest, checkPolicies, MalformedArnError, UnknownIamActionError } from '#local/cloud/iam/catalogue';
import type { AuthorizationRequest, PolicyStatement } from '#local/cloud/iam/types';

const TABLE = 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp';
const FUNCTION = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-worker';

function check(action: string, resource: string): void {
  checkAuthorizationRequest({ action, resource, context: {} });
}

function problemsOf(...statements: PolicyStatement[]): string[] {
  return checkPolicies([{ Version: '2012-10-17', Statement: statements }]);
}

describe('checkAuthorizationRequest', () => {
  it('accepts a catalogue action whatever its case', () => {
    expect(() => check('dynamodb:PutItem', TABLE)).not.toThrow();
    expect(() => check('DynamoDB:putitem', TABLE)).not.toThrow();
  });

  it('throws UnknownIamActionError naming the action for an unknown service or action', () => {
    expect(() => check('dynamo:PutItem', TABLE)).toThrow(UnknownIamActionError);
    expect(() => check('dynamo:PutItem', TABLE)).toThrow(/"dynamo:PutItem".*no service "dynamo"/);
    expect(() => check('dynamodb:PutItems', TABLE)).toThrow(/"dynamodb:PutItems".*no action "PutItems"/);
    expect(() => check('PutItem', TABLE)).toThrow(UnknownIamActionError);
    expect(() => check('s3:constructor', 'arn:aws:s3:::bucket/key')).toThrow(UnknownIamActionError);
  });

  it('keeps throwing for an unknown action once it is cached', () => {
    expect(() => check('sns:Publishh', '*')).toThrow(UnknownIamActionError);
    expect(() => check('sns:Publishh', '*')).toThrow(UnknownIamActionError);
  });

  it('accepts the table and index ARNs for dynamodb:Query, and nothing else', () => {
    expect(() => check('dynamodb:Query', TABLE)).not.toThrow();
    expect(() => check('dynamodb:Query', `${TABLE}/index/gsi1`)).not.toThrow();
    expect(() => check('dynamodb:Query', `${TABLE}/backup/b1`)).toThrow(MalformedArnError);
    expect(() => check('dynamodb:Query', 'arn:aws:s3:::sddp')).toThrow(MalformedArnError);
    expect(() => check('dynamodb:Query', 'sddp')).toThrow(MalformedArnError);
  });

  it('takes an ARN for the resource type whose format it matches most literally: an index ARN is no table ARN', () => {
    expect(() => check('dynamodb:PutItem', TABLE)).not.toThrow();
    expect(() => check('dynamodb:PutItem', `${TABLE}/index/gsi1`)).toThrow(MalformedArnError);
    expect(() => check('dynamodb:PutItem', `${TABLE}/stream/2025-01-01T00:00:00.000`)).toThrow(MalformedArnError);
  });

  it('accepts an S3 object ARN with slashes in the key for s3:GetObject, but not the bucket ARN', () => {
    expect(() => check('s3:GetObject', 'arn:aws:s3:::bucket/exports/2025/a.xlsx')).not.toThrow();
    expect(() => check('s3:GetObject', 'arn:aws:s3:::bucket')).toThrow(MalformedArnError);
    expect(() => check('s3:ListBucket', 'arn:aws:s3:::bucket')).not.toThrow();
  });

  it('accepts a Lambda function ARN with or without a qualifier for lambda:InvokeFunction', () => {
    expect(() => check('lambda:InvokeFunction', FUNCTION)).not.toThrow();
    expect(() => check('lambda:InvokeFunction', `${FUNCTION}:live`)).not.toThrow();
    expect(() => check('lambda:InvokeFunction', 'arn:aws:lambda:ap-east-1:000000000000:layer:x')).toThrow(MalformedArnError);
  });

  it('accepts * for any known action, as AWS does for sns:Publish to a phone number', () => {
    expect(() => check('sns:Publish', '*')).not.toThrow();
    expect(() => check('dynamodb:ListTables', '*')).not.toThrow();
  });

  it('accepts only * for an action without resource types', () => {
    expect(() => check('dynamodb:ListTables', TABLE)).toThrow(/must be "\*": the action has no resource types/);
  });

  it('throws MalformedArnError naming the action, the ARN and the formats it expected', () => {
    const request: AuthorizationRequest = {
      action: 'dynamodb:Query',
      resource: 'arn:aws:dynamodb:ap-east-1:000000000000:sddp',
      context: {},
    };
    let thrown: unknown;
    try {
      checkAuthorizationRequest(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedArnError);
    expect(thrown).toMatchObject({ action: 'dynamodb:Query', resource: request.resource });
    expect((thrown as Error).message).toContain('"arn:aws:dynamodb:ap-east-1:000000000000:sddp" of dynamodb:Query');
    expect((thrown as Error).message).toContain('table/${TableName}/index/${IndexName}');
  });

  it('costs well under a millisecond a call once the action is cached', () => {
    const request: AuthorizationRequest = { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi1`, context: {} };
    checkAuthorizationRequest(request);
    const calls = 10_000;
    const started = performance.now();
    for (let call = 0; call < calls; call += 1) checkAuthorizationRequest(request);
    expect((performance.now() - started) / calls).toBeLessThan(0.05);
  });
});

describe('checkPolicies', () => {
  it('finds no problem in the policies our CDK app produces', () => {
    expect(
      problemsOf(
        {
          Effect: 'Allow',
          Action: ['ses:SendEmail', 'ses:SendRawEmail'],
          Resource: ['arn:aws:ses:ap-east-1:000000000000:identity/example.com'],
          Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } },
        },
        { Effect: 'Allow', Action: 'sns:Publish', Resource: '*', Condition: { StringEquals: { 'aws:RequestedRegion': 'ap-east-1' } } },
        { Effect: 'Allow', Action: ['dynamodb:Query', 'dynamodb:GetItem'], Resource: [TABLE, `${TABLE}/index/*`] },
        { Effect: 'Allow', Action: ['s3:GetObject*', 's3:PutObject'], Resource: 'arn:aws:s3:::bucket/exports/*' },
        { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: [FUNCTION, `${FUNCTION}:*`] },
      ),
    ).toEqual([]);
  });

  it('reports an action the catalogue lacks, naming the policy and statement', () => {
    expect(problemsOf({ Sid: 'Read', Effect: 'Allow', Action: 'dynamodb:GetItems', Resource: TABLE })).toEqual([
      'Policy 1, statement "Read": action "dynamodb:GetItems" matches no action of the IAM catalogue.',
    ]);
  });

  it('reports a wildcard action that matches no action of its service, and accepts one that does', () => {
    expect(problemsOf({ Effect: 'Allow', Action: 'dynamodb:Fetch*', Resource: TABLE })).toEqual([
      'Policy 1, statement 1: action "dynamodb:Fetch*" matches no action of the IAM catalogue.',
    ]);
    expect(problemsOf({ Effect: 'Allow', Action: ['dynamodb:get*', 'dynamodb:?uery', '*'], Resource: TABLE })).toEqual([]);
  });

  it('reports an action of an unknown service and one without a service', () => {
    expect(problemsOf({ Effect: 'Allow', Action: ['dynamo:GetItem', 'GetItem'], Resource: TABLE })).toEqual([
      'Policy 1, statement 1: action "dynamo:GetItem" names no service of the IAM catalogue.',
      'Policy 1, statement 1: action "GetItem" is neither "*" nor "service:action".',
    ]);
  });

  it('checks NotAction like Action', () => {
    expect(problemsOf({ Effect: 'Deny', NotAction: 'iam:Nope', Resource: '*' })).toEqual([
      'Policy 1, statement 1: action "iam:Nope" matches no action of the IAM catalogue.',
    ]);
  });

  it('reports a Resource that is neither * nor a well-formed ARN', () => {
    expect(problemsOf({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: ['table/sddp', 'arn:aws:dynamodb'] })).toEqual([
      'Policy 1, statement 1: resource "table/sddp" is neither "*" nor a well-formed ARN.',
      'Policy 1, statement 1: resource "arn:aws:dynamodb" is neither "*" nor a well-formed ARN.',
    ]);
  });

  it('reports a Resource with a policy variable, which the evaluator refuses', () => {
    expect(problemsOf({ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::bucket/${aws:username}/*' })).toHaveLength(1);
  });

  it('reports an unknown condition operator', () => {
    expect(
      problemsOf({ Effect: 'Allow', Action: 'sns:Publish', Resource: '*', Condition: { StringEqual: { 'aws:RequestedRegion': 'x' } } }),
    ).toEqual(['Policy 1, statement 1: condition operator "StringEqual" is unknown.']);
  });

  it('reports a condition key that is neither global nor a key of the services of the actions', () => {
    expect(
      problemsOf({ Effect: 'Allow', Action: 'sns:Publish', Resource: '*', Condition: { StringEquals: { 'ses:FromAddress': 'a@b.c' } } }),
    ).toEqual(['Policy 1, statement 1: condition key "ses:FromAddress" is neither global nor a key of sns.']);
    expect(
      problemsOf({ Effect: 'Allow', Action: 'sns:Publish', Resource: '*', Condition: { Bool: { 'aws:NoSuchKey': 'true' } } }),
    ).toHaveLength(1);
  });

  it('accepts global and service condition keys with a variable part, in any case', () => {
    expect(
      problemsOf({
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: 'arn:aws:s3:::bucket/*',
        Condition: {
          StringEquals: { 's3:ExistingObjectTag/team': 'a', 'aws:PrincipalTag/team': 'a', 'AWS:SOURCEIP': '10.0.0.1' },
        },
      }),
    ).toEqual([]);
  });

  it('reports a statement the evaluator would refuse for another reason', () => {
    expect(
      problemsOf({ Effect: 'Allow', Action: 's3:ListBucket', Resource: '*', Condition: { NumericLessThan: { 's3:max-keys': 'ten' } } }),
    ).toEqual(['Policy 1, statement 1: Not a numeric condition value: ten.']);
  });
});
