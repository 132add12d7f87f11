import { describe, expect, it } from 'vitest';
import { accessDeniedMessage } from '#local/cloud/iam/denial';
import { evaluate } from '#local/cloud/iam/evaluate';
import type { AuthorizationRequest, Principal } from '#local/cloud/iam/types';

const TABLE = 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp';

const principal: Principal = {
  functionName: 'fn-name',
  roleArn: 'arn:aws:iam::000000000000:role/RoleName',
  sessionArn: 'arn:aws:sts::000000000000:assumed-role/RoleName/fn-name',
  policies: [
    {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:DeleteItem'], Resource: TABLE },
        { Effect: 'Deny', Action: 'dynamodb:DeleteItem', Resource: '*' },
      ],
    },
  ],
};

function denialOf(request: AuthorizationRequest): string {
  return accessDeniedMessage(principal, request, evaluate(principal.policies, request));
}

describe('the AccessDenied message', () => {
  it('names the session, action and resource, and says no identity-based policy allows an implicitly denied action', () => {
    expect(denialOf({ action: 'dynamodb:PutItem', resource: TABLE, context: {} })).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/RoleName/fn-name is not authorized to perform: dynamodb:PutItem on resource: ' +
        'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp because no identity-based policy allows the dynamodb:PutItem action',
    );
  });

  it('says "with an explicit deny in an identity-based policy" for an explicitly denied action', () => {
    expect(denialOf({ action: 'dynamodb:DeleteItem', resource: TABLE, context: {} })).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/RoleName/fn-name is not authorized to perform: dynamodb:DeleteItem on resource: ' +
        'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp with an explicit deny in an identity-based policy',
    );
  });

  it('leaves out the resource for a request on *', () => {
    expect(denialOf({ action: 'sns:Publish', resource: '*', context: {} })).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/RoleName/fn-name is not authorized to perform: sns:Publish ' +
        'because no identity-based policy allows the sns:Publish action',
    );
  });

  it('refuses to describe a request that was allowed', () => {
    expect(() => denialOf({ action: 'dynamodb:GetItem', resource: TABLE, context: {} })).toThrow(/was allowed/);
  });
});
