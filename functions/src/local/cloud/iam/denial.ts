import type { AuthorizationRequest, Decision, Principal } from './types';

/**
 * The message of AWS's AccessDenied answer for a denied request. AWS leaves out "on resource:" for
 * actions that have no resource, and names a policy only when it is a managed one (a CDK role's
 * policies are inline, so none is named).
 */
export function accessDeniedMessage(principal: Principal, request: AuthorizationRequest, decision: Decision): string {
  if (decision.effect === 'allow') throw new Error(`${request.action} on ${request.resource} was allowed; there is no denial to describe`);
  const onResource = request.resource === '*' ? '' : ` on resource: ${request.resource}`;
  const reason =
    decision.effect === 'explicit-deny'
      ? 'with an explicit deny in an identity-based policy'
      : `because no identity-based policy allows the ${request.action} action`;
  return `User: ${principal.sessionArn} is not authorized to perform: ${request.action}${onResource} ${reason}`;
}
