/**
 * The IAM shapes the local cloud works with: identity policies as CloudFormation templates carry them
 * (after intrinsic functions are resolved), and one authorisation request per action a call needs.
 */
export type ConditionValue = string | number | boolean | readonly (string | number | boolean)[];

export interface PolicyStatement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action?: string | readonly string[];
  NotAction?: string | readonly string[];
  Resource?: string | readonly string[];
  NotResource?: string | readonly string[];
  /** Operator (e.g. `StringEquals`, `ForAnyValue:StringLike`, `ArnLikeIfExists`) → condition key → value(s). */
  Condition?: Readonly<Record<string, Readonly<Record<string, ConditionValue>>>>;
}

export interface PolicyDocument {
  Version?: string;
  Statement: PolicyStatement | readonly PolicyStatement[];
}

/** One action on one resource, as AWS authorises it; a call may need several (a transaction: one per item's table and action). */
export interface AuthorizationRequest {
  /** `service:Action`, e.g. `dynamodb:PutItem`. */
  action: string;
  /** The resource ARN, e.g. `arn:aws:dynamodb:ap-east-1:000000000000:table/sddp`, or `*` where the action has no resource. */
  resource: string;
  /** Condition keys of the request (`aws:RequestedRegion`, `ses:FromAddress`, `s3:prefix`, …); absent keys are missing. */
  context: Readonly<Record<string, string | readonly string[]>>;
}

export type Decision =
  { effect: 'allow'; statement: PolicyStatement } | { effect: 'implicit-deny' } | { effect: 'explicit-deny'; statement: PolicyStatement };

/** Who makes the call: a local function's role, as the template declares it. */
export interface Principal {
  /** The local function name, e.g. `sddp-local-api-UserFunctionHandler5E2CD43B`. */
  functionName: string;
  /** `arn:aws:iam::000000000000:role/<role name>`. */
  roleArn: string;
  /** `arn:aws:sts::000000000000:assumed-role/<role name>/<function name>`, as AWS names the caller in errors. */
  sessionArn: string;
  policies: readonly PolicyDocument[];
}
