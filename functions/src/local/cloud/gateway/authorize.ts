import { checkAuthorizationRequest } from '../iam/catalogue';
import { accessDeniedMessage } from '../iam/denial';
import { evaluate } from '../iam/evaluate';
import type { AuthorizationRequest, Decision, Principal } from '../iam/types';
import type { CallerPermissions, NeededPermission } from './gateway-call';
import type { SigV4Credential } from './sigv4-credential';

export interface AuthorizationRecord {
  functionName: string;
  action: string;
  resource: string;
  allowed: boolean;
}

export interface AuthorizeOptions {
  principalFor(accessKeyId: string): Principal | undefined;
  enforce: boolean;
  onAuthorization?(record: AuthorizationRecord): void;
  log?(line: string): void;
}

interface Decided {
  request: AuthorizationRequest;
  decision: Decision;
}

/**
 * The authorise step of every call: the caller by its access key id, then each permission checked against
 * AWS's catalogue (an unknown action or malformed ARN is a gateway bug and throws), evaluated against the
 * caller's role, recorded, and enforced unless enforcement is off. undefined for a key no function owns.
 */
export function callerPermissions(options: AuthorizeOptions, credential: SigV4Credential): CallerPermissions | undefined {
  const principal = options.principalFor(credential.accessKeyId);
  if (!principal) return undefined;
  const now = new Date();
  const callContext = {
    'aws:RequestedRegion': credential.region,
    'aws:PrincipalArn': principal.roleArn,
    'aws:SecureTransport': 'false',
    'aws:CurrentTime': now.toISOString(),
    'aws:EpochTime': String(Math.floor(now.getTime() / 1000)),
  };

  // Every permission is checked before any is recorded, so a gateway bug leaves no half-recorded call.
  const decideAll = (permissions: readonly NeededPermission[]): Decided[] => {
    const requests = permissions.map(({ action, resource, context }) => ({ action, resource, context: { ...callContext, ...context } }));
    requests.forEach(checkAuthorizationRequest);
    return requests.map((request) => ({ request, decision: evaluate(principal.policies, request) }));
  };
  const record = ({ request, decision }: Decided) => {
    const allowed = decision.effect === 'allow';
    options.onAuthorization?.({ functionName: principal.functionName, action: request.action, resource: request.resource, allowed });
    if (!allowed) {
      options.log?.(`[cloud] ${options.enforce ? 'denied' : 'not enforced'}: ${accessDeniedMessage(principal, request, decision)}`);
    }
  };
  const denial = (denied: Decided | undefined) =>
    denied && options.enforce ? accessDeniedMessage(principal, denied.request, denied.decision) : undefined;

  return {
    principal,
    requireAll: (permissions) => {
      const decided = decideAll(permissions);
      decided.forEach(record);
      return denial(decided.find(({ decision }) => decision.effect !== 'allow'));
    },
    requireAny: (permissions) => {
      const decided = decideAll(permissions);
      const explicit = decided.find(({ decision }) => decision.effect === 'explicit-deny');
      const allowing = decided.filter(({ decision }) => decision.effect === 'allow');
      if (!explicit && allowing.length > 0) {
        allowing.forEach(record);
        return undefined;
      }
      decided.forEach(record);
      return denial(explicit ?? decided.at(-1));
    },
    allows: (permission) => {
      const [decided] = decideAll([permission]);
      record(decided!);
      return decided!.decision.effect === 'allow' || !options.enforce;
    },
  };
}
