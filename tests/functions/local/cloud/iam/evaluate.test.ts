import { describe, expect, it } from 'vitest';
import { evaluate } from '#local/cloud/iam/evaluate';
import { InvalidPolicyError } from '#local/cloud/iam/invalid-policy-error';
import type { AuthorizationRequest, PolicyDocument, PolicyStatement } from '#local/cloud/iam/types';

const TABLE = 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp';
const FUNCTION = 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-worker';

function policy(...statements: PolicyStatement[]): PolicyDocument {
  return { Version: '2012-10-17', Statement: statements };
}

function request(action: string, resource: string, context: AuthorizationRequest['context'] = {}): AuthorizationRequest {
  return { action, resource, context };
}

function effect(policies: readonly PolicyDocument[], req: AuthorizationRequest): string {
  return evaluate(policies, req).effect;
}

function allowedWith(condition: PolicyStatement['Condition'], context: AuthorizationRequest['context']): boolean {
  const policies = [policy({ Effect: 'Allow', Action: 's3:GetObject', Resource: '*', Condition: condition })];
  return effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/key', context)) === 'allow';
}

describe('evaluation of statements', () => {
  it('an explicit Deny overrides any Allow, in the same or another policy', () => {
    const allow: PolicyStatement = { Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' };
    const deny: PolicyStatement = { Effect: 'Deny', Action: 'dynamodb:DeleteItem', Resource: TABLE };
    expect(evaluate([policy(allow, deny)], request('dynamodb:DeleteItem', TABLE))).toEqual({ effect: 'explicit-deny', statement: deny });
    expect(evaluate([policy(allow), policy(deny)], request('dynamodb:DeleteItem', TABLE))).toEqual({
      effect: 'explicit-deny',
      statement: deny,
    });
    expect(evaluate([policy(allow, deny)], request('dynamodb:GetItem', TABLE))).toEqual({ effect: 'allow', statement: allow });
  });

  it('without an applicable Allow the request is implicitly denied', () => {
    expect(evaluate([], request('dynamodb:GetItem', TABLE))).toEqual({ effect: 'implicit-deny' });
    const other = policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: `${TABLE}-other` });
    expect(evaluate([other], request('dynamodb:GetItem', TABLE))).toEqual({ effect: 'implicit-deny' });
  });

  it('a Statement may be a single object instead of an array', () => {
    const single: PolicyDocument = { Version: '2012-10-17', Statement: { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: TABLE } };
    expect(effect([single], request('dynamodb:GetItem', TABLE))).toBe('allow');
  });

  it('a Deny whose condition does not hold denies nothing', () => {
    const policies = [
      policy(
        { Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' },
        { Effect: 'Deny', Action: '*', Resource: '*', Condition: { StringNotEquals: { 'aws:RequestedRegion': 'ap-east-1' } } },
      ),
    ];
    expect(effect(policies, request('dynamodb:GetItem', TABLE, { 'aws:RequestedRegion': 'ap-east-1' }))).toBe('allow');
    expect(effect(policies, request('dynamodb:GetItem', TABLE, { 'aws:RequestedRegion': 'us-east-1' }))).toBe('explicit-deny');
  });

  it('a statement needs exactly one of Action and NotAction, and of Resource and NotResource', () => {
    const both = policy({ Effect: 'Allow', Action: '*', NotAction: 's3:*', Resource: '*' });
    const neither = policy({ Effect: 'Allow', Action: '*' });
    expect(() => evaluate([both], request('s3:GetObject', '*'))).toThrow(InvalidPolicyError);
    expect(() => evaluate([neither], request('s3:GetObject', '*'))).toThrow(InvalidPolicyError);
  });

  it('a malformed statement throws even when another statement already decides', () => {
    const policies = [
      policy({ Effect: 'Allow', Action: '*', Resource: '*' }, { Effect: 'Allow', Action: 's3:GetObject', Resource: 'bucket/key' }),
    ];
    expect(() => evaluate(policies, request('dynamodb:GetItem', TABLE))).toThrow(/Resource must be "\*" or an ARN: bucket\/key/);
  });
});

describe('Action and NotAction', () => {
  it('Action may be a string or an array', () => {
    const single = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: '*' })];
    const list = [policy({ Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:GetItem'], Resource: '*' })];
    expect(effect(single, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(list, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(list, request('dynamodb:Query', TABLE))).toBe('implicit-deny');
  });

  it('action names match case-insensitively', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'DynamoDB:getitem', Resource: '*' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
  });

  it('* in an action matches any run of characters and ? exactly one', () => {
    const policies = [policy({ Effect: 'Allow', Action: ['dynamodb:Get*', 's3:Put?bject'], Resource: '*' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:BatchGetItem', TABLE))).toBe('implicit-deny');
    expect(effect(policies, request('s3:PutObject', 'arn:aws:s3:::b/k'))).toBe('allow');
    expect(effect(policies, request('s3:PutObjectAcl', 'arn:aws:s3:::b/k'))).toBe('implicit-deny');
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::b/k'))).toBe('implicit-deny');
  });

  it('the action * matches every action of every service', () => {
    const policies = [policy({ Effect: 'Allow', Action: '*', Resource: '*' })];
    expect(effect(policies, request('sns:Publish', '*'))).toBe('allow');
  });

  it('an action wildcard does not cross into another service', () => {
    const policies = [policy({ Effect: 'Allow', Action: 's3:*', Resource: '*' })];
    expect(effect(policies, request('s3express:CreateSession', '*'))).toBe('implicit-deny');
  });

  it('NotAction allows every action but those listed', () => {
    const policies = [policy({ Effect: 'Allow', NotAction: ['iam:*', 'dynamodb:DeleteTable'], Resource: '*' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:DeleteTable', TABLE))).toBe('implicit-deny');
    expect(effect(policies, request('iam:CreateUser', 'arn:aws:iam::000000000000:user/x'))).toBe('implicit-deny');
  });

  it('a Deny with NotAction denies every action but those listed', () => {
    const policies = [
      policy({ Effect: 'Allow', Action: '*', Resource: '*' }, { Effect: 'Deny', NotAction: 'dynamodb:GetItem', Resource: '*' }),
    ];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:PutItem', TABLE))).toBe('explicit-deny');
  });

  it('an Action that is neither * nor service:action is refused', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'GetObject', Resource: '*' })];
    expect(() => evaluate(policies, request('s3:GetObject', '*'))).toThrow(InvalidPolicyError);
  });
});

describe('Resource and NotResource', () => {
  it('resource ARNs match case-sensitively', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: TABLE.toUpperCase().replace('ARN:AWS', 'arn:aws') })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('implicit-deny');
  });

  it('the resource * matches every ARN and the request resource *', () => {
    const policies = [policy({ Effect: 'Allow', Action: ['dynamodb:GetItem', 'sns:Publish'], Resource: '*' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('sns:Publish', '*'))).toBe('allow');
  });

  it('a request for the resource * (an action without resource) is not covered by an ARN grant', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'sns:Publish', Resource: 'arn:aws:sns:ap-east-1:000000000000:*' })];
    expect(effect(policies, request('sns:Publish', '*'))).toBe('implicit-deny');
    expect(effect(policies, request('sns:Publish', 'arn:aws:sns:ap-east-1:000000000000:topic'))).toBe('allow');
  });

  it('* in a resource spans slashes: an S3 prefix grant covers every key below it', () => {
    const policies = [policy({ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::bucket/exports/*' })];
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/exports/2025/a.xlsx'))).toBe('allow');
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/exports/a:b.xlsx'))).toBe('allow');
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/imports/a.xlsx'))).toBe('implicit-deny');
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket-2/exports/a.xlsx'))).toBe('implicit-deny');
  });

  it('? in a resource matches exactly one character', () => {
    const policies = [policy({ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::bucket/file-?.txt' })];
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/file-1.txt'))).toBe('allow');
    expect(effect(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/file-10.txt'))).toBe('implicit-deny');
  });

  it('a DynamoDB table grant does not cover the ARN of its indexes', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'dynamodb:Query', Resource: TABLE })];
    expect(effect(policies, request('dynamodb:Query', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:Query', `${TABLE}/index/gsi1`))).toBe('implicit-deny');
    const withIndexes = [policy({ Effect: 'Allow', Action: 'dynamodb:Query', Resource: [TABLE, `${TABLE}/index/*`] })];
    expect(effect(withIndexes, request('dynamodb:Query', `${TABLE}/index/gsi1`))).toBe('allow');
  });

  it('a Lambda grant on function:name covers the function, and function:name:* its versions and aliases', () => {
    const unqualified = [policy({ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: FUNCTION })];
    const qualified = [policy({ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: `${FUNCTION}:*` })];
    expect(effect(unqualified, request('lambda:InvokeFunction', FUNCTION))).toBe('allow');
    expect(effect(unqualified, request('lambda:InvokeFunction', `${FUNCTION}:live`))).toBe('implicit-deny');
    expect(effect(qualified, request('lambda:InvokeFunction', `${FUNCTION}:live`))).toBe('allow');
    expect(effect(qualified, request('lambda:InvokeFunction', FUNCTION))).toBe('implicit-deny');
    expect(effect(qualified, request('lambda:InvokeFunction', `${FUNCTION}-other:live`))).toBe('implicit-deny');
  });

  it('a wildcard inside the region or account segment stays within that segment', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: 'arn:aws:dynamodb:ap-*1:*:table/sddp' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:GetItem', 'arn:aws:dynamodb:ap-east-2:000000000000:table/sddp'))).toBe('implicit-deny');
    const inside = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: 'arn:aws:dynamodb:ap-*1:table/sddp' })];
    expect(effect(inside, request('dynamodb:GetItem', TABLE))).toBe('implicit-deny');
  });

  it('a wildcard that ends a segment may run past the colons that follow', () => {
    const policies = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: 'arn:aws:dynamodb:*' })];
    expect(effect(policies, request('dynamodb:GetItem', TABLE))).toBe('allow');
    expect(effect(policies, request('dynamodb:GetItem', 'arn:aws:s3:::bucket/key'))).toBe('implicit-deny');
    const crossing = [policy({ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: 'arn:aws:dynamodb:ap-*:table/sddp' })];
    expect(effect(crossing, request('dynamodb:GetItem', TABLE))).toBe('allow');
  });

  it('NotResource applies the statement to every resource but those listed', () => {
    const policies = [
      policy(
        { Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' },
        { Effect: 'Deny', Action: 'dynamodb:*', NotResource: [TABLE, `${TABLE}/index/*`] },
      ),
    ];
    expect(effect(policies, request('dynamodb:Query', `${TABLE}/index/gsi1`))).toBe('allow');
    expect(effect(policies, request('dynamodb:Query', `${TABLE}-audit`))).toBe('explicit-deny');
  });

  it('a Resource with a policy variable throws rather than mis-match', () => {
    const policies = [policy({ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::bucket/${aws:username}/*' })];
    expect(() => evaluate(policies, request('s3:GetObject', 'arn:aws:s3:::bucket/${aws:username}/a'))).toThrow(InvalidPolicyError);
  });
});

describe('the Condition block', () => {
  it('all operators of a Condition block must hold', () => {
    const condition = { StringEquals: { 'aws:RequestedRegion': 'ap-east-1' }, Bool: { 'aws:SecureTransport': true } };
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'ap-east-1', 'aws:SecureTransport': 'true' })).toBe(true);
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'ap-east-1', 'aws:SecureTransport': 'false' })).toBe(false);
  });

  it('all keys under one operator must hold', () => {
    const condition = { StringEquals: { 'aws:RequestedRegion': 'ap-east-1', 's3:x-amz-acl': 'private' } };
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'ap-east-1', 's3:x-amz-acl': 'private' })).toBe(true);
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'ap-east-1', 's3:x-amz-acl': 'public-read' })).toBe(false);
  });

  it('several values for one key match when any of them does', () => {
    const condition = { StringEquals: { 'aws:RequestedRegion': ['ap-east-1', 'us-east-1'] } };
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'us-east-1' })).toBe(true);
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'eu-west-1' })).toBe(false);
  });

  it('several values for one key of a negated operator must all not match (NOR)', () => {
    const condition = { StringNotEquals: { 'aws:RequestedRegion': ['ap-east-1', 'us-east-1'] } };
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'us-east-1' })).toBe(false);
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'ap-east-1' })).toBe(false);
    expect(allowedWith(condition, { 'aws:RequestedRegion': 'eu-west-1' })).toBe(true);
  });

  it('condition key names are case-insensitive', () => {
    expect(allowedWith({ StringEquals: { 'AWS:requestedregion': 'ap-east-1' } }, { 'aws:RequestedRegion': 'ap-east-1' })).toBe(true);
    expect(allowedWith({ StringEquals: { 'aws:RequestedRegion': 'ap-east-1' } }, { 'AWS:REQUESTEDREGION': 'ap-east-1' })).toBe(true);
  });

  it('a missing condition key makes StringEquals false but StringEqualsIfExists true', () => {
    expect(allowedWith({ StringEquals: { 's3:x-amz-acl': 'private' } }, {})).toBe(false);
    expect(allowedWith({ StringEqualsIfExists: { 's3:x-amz-acl': 'private' } }, {})).toBe(true);
    expect(allowedWith({ StringEqualsIfExists: { 's3:x-amz-acl': 'private' } }, { 's3:x-amz-acl': 'public-read' })).toBe(false);
  });

  it('a missing condition key makes a negated operator true', () => {
    expect(allowedWith({ StringNotEquals: { 's3:x-amz-acl': 'public-read' } }, {})).toBe(true);
    expect(allowedWith({ ArnNotLike: { 'aws:SourceArn': 'arn:aws:sns:*:*:topic' } }, {})).toBe(true);
    expect(allowedWith({ NotIpAddress: { 'aws:SourceIp': '10.0.0.0/8' } }, {})).toBe(true);
  });

  it('an unknown condition operator throws instead of passing', () => {
    expect(() => allowedWith({ StringEqualz: { 'aws:RequestedRegion': 'ap-east-1' } }, {})).toThrow(
      /Unknown condition operator: StringEqualz/,
    );
    expect(() => allowedWith({ 'ForSomeValues:StringEquals': { 'aws:TagKeys': 'a' } }, {})).toThrow(InvalidPolicyError);
    expect(() => allowedWith({ NullIfExists: { 'aws:TagKeys': 'true' } }, {})).toThrow(InvalidPolicyError);
  });
});

describe('string condition operators', () => {
  it('StringEquals compares case-sensitively and treats * literally', () => {
    expect(allowedWith({ StringEquals: { 's3:prefix': 'Exports' } }, { 's3:prefix': 'exports' })).toBe(false);
    expect(allowedWith({ StringEquals: { 's3:prefix': 'exp*' } }, { 's3:prefix': 'exports' })).toBe(false);
    expect(allowedWith({ StringEquals: { 's3:prefix': 'exp*' } }, { 's3:prefix': 'exp*' })).toBe(true);
  });

  it('StringNotEquals holds for any other value', () => {
    expect(allowedWith({ StringNotEquals: { 's3:prefix': 'exports' } }, { 's3:prefix': 'imports' })).toBe(true);
    expect(allowedWith({ StringNotEquals: { 's3:prefix': 'exports' } }, { 's3:prefix': 'exports' })).toBe(false);
  });

  it('StringEqualsIgnoreCase and StringNotEqualsIgnoreCase ignore case', () => {
    expect(allowedWith({ StringEqualsIgnoreCase: { 's3:prefix': 'EXPORTS' } }, { 's3:prefix': 'exports' })).toBe(true);
    expect(allowedWith({ StringNotEqualsIgnoreCase: { 's3:prefix': 'EXPORTS' } }, { 's3:prefix': 'exports' })).toBe(false);
    expect(allowedWith({ StringNotEqualsIgnoreCase: { 's3:prefix': 'EXPORTS' } }, { 's3:prefix': 'imports' })).toBe(true);
  });

  it('StringLike matches * and ? wildcards case-sensitively', () => {
    expect(allowedWith({ StringLike: { 's3:prefix': 'exports/*' } }, { 's3:prefix': 'exports/2025/a' })).toBe(true);
    expect(allowedWith({ StringLike: { 's3:prefix': 'exports/?' } }, { 's3:prefix': 'exports/ab' })).toBe(false);
    expect(allowedWith({ StringLike: { 's3:prefix': 'Exports/*' } }, { 's3:prefix': 'exports/a' })).toBe(false);
  });

  it('StringNotLike holds when no pattern matches', () => {
    expect(allowedWith({ StringNotLike: { 's3:prefix': ['exports/*', 'tmp/*'] } }, { 's3:prefix': 'imports/a' })).toBe(true);
    expect(allowedWith({ StringNotLike: { 's3:prefix': ['exports/*', 'tmp/*'] } }, { 's3:prefix': 'tmp/a' })).toBe(false);
  });

  it('a policy variable in a string condition throws rather than mis-match', () => {
    expect(() => allowedWith({ StringLike: { 's3:prefix': '${aws:username}/*' } }, { 's3:prefix': 'bob/a' })).toThrow(InvalidPolicyError);
  });
});

describe('ARN condition operators', () => {
  it('ArnEquals and ArnLike match segment by segment with wildcards', () => {
    const source = { 'aws:SourceArn': 'arn:aws:sns:ap-east-1:000000000000:alerts' };
    expect(allowedWith({ ArnEquals: { 'aws:SourceArn': 'arn:aws:sns:ap-east-1:000000000000:alerts' } }, source)).toBe(true);
    expect(allowedWith({ ArnLike: { 'aws:SourceArn': 'arn:aws:sns:*:000000000000:al*' } }, source)).toBe(true);
    expect(allowedWith({ ArnEquals: { 'aws:SourceArn': 'arn:aws:sns:*:000000000000:al*' } }, source)).toBe(true);
    expect(allowedWith({ ArnLike: { 'aws:SourceArn': 'arn:aws:sqs:*:*:*' } }, source)).toBe(false);
  });

  it('ArnNotEquals and ArnNotLike hold when no ARN pattern matches', () => {
    const source = { 'aws:SourceArn': 'arn:aws:sns:ap-east-1:000000000000:alerts' };
    expect(allowedWith({ ArnNotLike: { 'aws:SourceArn': 'arn:aws:sns:*:*:other' } }, source)).toBe(true);
    expect(allowedWith({ ArnNotEquals: { 'aws:SourceArn': 'arn:aws:sns:*:*:alerts' } }, source)).toBe(false);
  });

  it('a context value that is not an ARN does not match an ARN operator', () => {
    expect(allowedWith({ ArnLike: { 'aws:SourceArn': '*' } }, { 'aws:SourceArn': 'alerts' })).toBe(false);
  });
});

describe('Bool, Null and Binary condition operators', () => {
  it('Bool compares true and false, given as booleans or strings', () => {
    expect(allowedWith({ Bool: { 'aws:SecureTransport': true } }, { 'aws:SecureTransport': 'true' })).toBe(true);
    expect(allowedWith({ Bool: { 'aws:SecureTransport': 'false' } }, { 'aws:SecureTransport': 'true' })).toBe(false);
    expect(allowedWith({ BoolIfExists: { 'aws:SecureTransport': 'false' } }, {})).toBe(true);
  });

  it('Null true holds when the key is missing and Null false when it is present', () => {
    expect(allowedWith({ Null: { 'aws:TagKeys': 'true' } }, {})).toBe(true);
    expect(allowedWith({ Null: { 'aws:TagKeys': true } }, { 'aws:TagKeys': ['a'] })).toBe(false);
    expect(allowedWith({ Null: { 'aws:TagKeys': false } }, { 'aws:TagKeys': ['a'] })).toBe(true);
    expect(allowedWith({ Null: { 'aws:TagKeys': 'false' } }, {})).toBe(false);
    expect(allowedWith({ Null: { 'aws:TagKeys': 'true' } }, { 'aws:TagKeys': [] })).toBe(true);
  });

  it('BinaryEquals compares the base64 text exactly', () => {
    expect(allowedWith({ BinaryEquals: { 'custom:blob': 'QmluYXJ5' } }, { 'custom:blob': 'QmluYXJ5' })).toBe(true);
    expect(allowedWith({ BinaryEquals: { 'custom:blob': 'QmluYXJ5' } }, { 'custom:blob': 'qmluyxj5' })).toBe(false);
  });
});

describe('numeric and date condition operators', () => {
  it('Numeric operators compare numbers, not text', () => {
    const keys = { 's3:max-keys': '10' };
    expect(allowedWith({ NumericEquals: { 's3:max-keys': 10 } }, { 's3:max-keys': '10.0' })).toBe(true);
    expect(allowedWith({ NumericNotEquals: { 's3:max-keys': '10' } }, keys)).toBe(false);
    expect(allowedWith({ NumericLessThan: { 's3:max-keys': '9' } }, keys)).toBe(false);
    expect(allowedWith({ NumericLessThan: { 's3:max-keys': '100' } }, keys)).toBe(true);
    expect(allowedWith({ NumericLessThanEquals: { 's3:max-keys': '10' } }, keys)).toBe(true);
    expect(allowedWith({ NumericGreaterThan: { 's3:max-keys': '9' } }, keys)).toBe(true);
    expect(allowedWith({ NumericGreaterThanEquals: { 's3:max-keys': '11' } }, keys)).toBe(false);
  });

  it('a non-numeric policy value is refused and a non-numeric request value does not match', () => {
    expect(() => allowedWith({ NumericEquals: { 's3:max-keys': 'ten' } }, { 's3:max-keys': '10' })).toThrow(InvalidPolicyError);
    expect(allowedWith({ NumericGreaterThan: { 's3:max-keys': '1' } }, { 's3:max-keys': 'many' })).toBe(false);
  });

  it('Date operators compare ISO 8601 dates and epoch seconds as instants', () => {
    const now = { 'aws:CurrentTime': '2025-06-01T12:00:00Z' };
    expect(allowedWith({ DateEquals: { 'aws:CurrentTime': '1748779200' } }, now)).toBe(true);
    expect(allowedWith({ DateNotEquals: { 'aws:CurrentTime': '2025-06-01T12:00:00+00:00' } }, now)).toBe(false);
    expect(allowedWith({ DateLessThan: { 'aws:CurrentTime': '2025-06-02' } }, now)).toBe(true);
    expect(allowedWith({ DateLessThanEquals: { 'aws:CurrentTime': '2025-06-01T12:00:00Z' } }, now)).toBe(true);
    expect(allowedWith({ DateGreaterThan: { 'aws:CurrentTime': '2025-06-01T12:00:01Z' } }, now)).toBe(false);
    expect(allowedWith({ DateGreaterThanEquals: { 'aws:CurrentTime': '2025-01-01T00:00:00' } }, now)).toBe(true);
  });
});

describe('IP address condition operators', () => {
  it('IpAddress matches an IPv4 address inside a CIDR block or equal to a single address', () => {
    expect(allowedWith({ IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } }, { 'aws:SourceIp': '203.0.113.77' })).toBe(true);
    expect(allowedWith({ IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } }, { 'aws:SourceIp': '203.0.114.1' })).toBe(false);
    expect(allowedWith({ IpAddress: { 'aws:SourceIp': '203.0.113.5' } }, { 'aws:SourceIp': '203.0.113.5' })).toBe(true);
  });

  it('IpAddress matches IPv6 ranges too', () => {
    expect(allowedWith({ IpAddress: { 'aws:SourceIp': '2001:db8::/32' } }, { 'aws:SourceIp': '2001:db8:1::1' })).toBe(true);
    expect(allowedWith({ IpAddress: { 'aws:SourceIp': '2001:db8::/32' } }, { 'aws:SourceIp': '203.0.113.5' })).toBe(false);
  });

  it('NotIpAddress holds outside every listed block', () => {
    const condition = { NotIpAddress: { 'aws:SourceIp': ['10.0.0.0/8', '192.168.0.0/16'] } };
    expect(allowedWith(condition, { 'aws:SourceIp': '203.0.113.5' })).toBe(true);
    expect(allowedWith(condition, { 'aws:SourceIp': '192.168.1.1' })).toBe(false);
  });

  it('an invalid CIDR block is refused', () => {
    expect(() => allowedWith({ IpAddress: { 'aws:SourceIp': '10.0.0.0/33' } }, {})).toThrow(InvalidPolicyError);
  });
});

describe('set qualifiers on multivalued context keys', () => {
  it('ForAnyValue holds when at least one request value matches, and not when the key is missing', () => {
    const condition = { 'ForAnyValue:StringEquals': { 'aws:TagKeys': ['team', 'cost'] } };
    expect(allowedWith(condition, { 'aws:TagKeys': ['owner', 'team'] })).toBe(true);
    expect(allowedWith(condition, { 'aws:TagKeys': ['owner'] })).toBe(false);
    expect(allowedWith(condition, {})).toBe(false);
  });

  it('ForAllValues holds when every request value matches, and also when the key is missing or empty', () => {
    const condition = { 'ForAllValues:StringLike': { 'aws:TagKeys': ['team', 'cost*'] } };
    expect(allowedWith(condition, { 'aws:TagKeys': ['team', 'costCentre'] })).toBe(true);
    expect(allowedWith(condition, { 'aws:TagKeys': ['team', 'owner'] })).toBe(false);
    expect(allowedWith(condition, {})).toBe(true);
    expect(allowedWith(condition, { 'aws:TagKeys': [] })).toBe(true);
  });

  it('ForAllValues with a negated operator holds when no request value matches any policy value', () => {
    const condition = { 'ForAllValues:StringNotLike': { 'aws:TagKeys': 'key1*' } };
    expect(allowedWith(condition, { 'aws:TagKeys': ['a', 'b'] })).toBe(true);
    expect(allowedWith(condition, { 'aws:TagKeys': ['a', 'key1-x'] })).toBe(false);
  });

  it('ForAnyValue with a negated operator holds when some request value matches no policy value', () => {
    const condition = { 'ForAnyValue:StringNotEquals': { 'aws:TagKeys': ['a', 'b'] } };
    expect(allowedWith(condition, { 'aws:TagKeys': ['a', 'c'] })).toBe(true);
    expect(allowedWith(condition, { 'aws:TagKeys': ['a', 'b'] })).toBe(false);
  });

  it('a set qualifier combines with IfExists', () => {
    expect(allowedWith({ 'ForAnyValue:StringEqualsIfExists': { 'aws:TagKeys': 'team' } }, {})).toBe(true);
  });
});

describe('the policies our CDK app produces', () => {
  const ses = policy({
    Effect: 'Allow',
    Action: ['ses:SendEmail', 'ses:SendRawEmail'],
    Resource: ['arn:aws:ses:ap-east-1:000000000000:identity/example.com'],
    Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } },
  });
  const identity = 'arn:aws:ses:ap-east-1:000000000000:identity/example.com';

  it('the SES grant allows sending from the no-reply address only', () => {
    expect(effect([ses], request('ses:SendEmail', identity, { 'ses:FromAddress': 'no-reply@example.com' }))).toBe('allow');
    expect(effect([ses], request('ses:SendRawEmail', identity, { 'ses:FromAddress': 'admin@example.com' }))).toBe('implicit-deny');
    expect(effect([ses], request('ses:SendEmail', identity, {}))).toBe('implicit-deny');
    const otherIdentity = 'arn:aws:ses:ap-east-1:000000000000:identity/no-reply@example.com';
    expect(effect([ses], request('ses:SendEmail', otherIdentity, { 'ses:FromAddress': 'no-reply@example.com' }))).toBe('implicit-deny');
  });

  it('the SNS grant allows publishing in the home region only', () => {
    const sns = policy({
      Effect: 'Allow',
      Action: 'sns:Publish',
      Resource: '*',
      Condition: { StringEquals: { 'aws:RequestedRegion': 'ap-east-1' } },
    });
    expect(effect([sns], request('sns:Publish', '*', { 'aws:RequestedRegion': 'ap-east-1' }))).toBe('allow');
    expect(effect([sns], request('sns:Publish', '*', { 'aws:RequestedRegion': 'us-east-1' }))).toBe('implicit-deny');
  });

  it('a CDK table grant with its indexes allows a Query on the index', () => {
    const grant = policy({
      Effect: 'Allow',
      Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem'],
      Resource: [TABLE, `${TABLE}/index/*`],
    });
    expect(effect([grant], request('dynamodb:Query', `${TABLE}/index/gsi1`))).toBe('allow');
    expect(effect([grant], request('dynamodb:PutItem', TABLE))).toBe('implicit-deny');
  });
});
