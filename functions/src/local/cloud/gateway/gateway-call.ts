import type { IncomingHttpHeaders } from 'node:http';
import type { AuthorizationRequest, Principal } from '../iam/types';
import type { Answer } from './answers';
import type { SigV4Credential } from './sigv4-credential';

/** One action on one resource a call needs; the gateway adds the request context every call has. */
export interface NeededPermission {
  action: string;
  resource: string;
  context?: AuthorizationRequest['context'];
}

/** The caller's permissions for one call. Every permission asked about is decided, checked and recorded. */
export interface CallerPermissions {
  principal: Principal;
  /** undefined when all are allowed (or enforcement is off), else AWS's message for the first denial. */
  requireAll(permissions: readonly NeededPermission[]): string | undefined;
  /** As requireAll, but one allowed suffices unless another is explicitly denied; a denial names the explicit one, else the last. */
  requireAny(permissions: readonly NeededPermission[]): string | undefined;
  /** For answers that depend on a permission (S3's 404-or-403): false only when denied and enforced. */
  allows(permission: NeededPermission): boolean;
}

/** A signed call whose caller is a known function. */
export interface GatewayCall extends CallerPermissions {
  method: string;
  /** Percent-encoded, as sent. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  credential: SigV4Credential;
  account: string;
  partition: 'aws' | 'aws-cn';
  /** `arn:<partition>:<service>:<region>:<account>:<resource>` in the signed region. */
  arn(service: string, resource: string): string;
  /** The whole request body (read on first use; an unread body is streamed to the upstream). */
  body(): Promise<Buffer>;
}

/** Pass the call to the real local service; S3 replaces a 404 by a 403 for a caller who may not list the bucket. */
export interface Forward {
  forward: 'dynamodb' | 's3';
  /** The answer instead of the upstream's 404, and why (for the log); undefined keeps the 404. */
  onNotFound?: () => { answer: Answer; why: string } | undefined;
}

export type Outcome = Answer | Forward;

/** One AWS service as the gateway serves it. */
export interface GatewayService {
  /** The service's answer to an access key id no function owns. */
  unrecognizedKey(accessKeyId: string): Answer;
  /** The service's error shape for the gateway's own failures. */
  failure(status: number, message: string): Answer;
  serve(call: GatewayCall): Promise<Outcome>;
}
