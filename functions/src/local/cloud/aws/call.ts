import { evaluate } from '../iam/evaluate';
import type { AuthorizationRequest, Decision, Principal } from '../iam/types';
import type { Answer } from './protocol-errors';
import type { SignedBy } from './sigv4';

/** What the gateway passes on to the real local service, and how to treat a 404 it answers. */
export interface Forward {
  forward: 'dynamodb' | 's3';
  /** S3: a missing object is a 403 for a caller without s3:ListBucket. */
  onNotFound?: () => Answer | undefined;
}

/** One signed call, its caller known. */
export interface Call {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  signer: SignedBy;
  principal: Principal;
  account: string;
  partition: string;
  /** `arn:<partition>:<service>:<region>:<account>:<resource>` in the caller's region. */
  arn(service: string, resource: string): string;
  /** The decision on each request (all must be allowed); a denial's message in AWS's words, else undefined. */
  authorize(requests: readonly Omit<AuthorizationRequest, 'context'>[], context?: AuthorizationRequest['context']): string | undefined;
  /** The decision without recording or enforcing it (S3's 404-or-403 check). */
  isAllowed(request: Omit<AuthorizationRequest, 'context'>): boolean;
}

export type Outcome = Answer | Forward;

export function decide(principal: Principal, request: AuthorizationRequest): Decision {
  return evaluate(principal.policies, request);
}
