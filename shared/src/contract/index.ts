import type { Endpoint } from './endpoint';
import { ACCOUNT_ENDPOINTS } from './account';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { JOB_ENDPOINTS } from './job';
import { ORG_ENDPOINTS } from './org';
import { PROJECT_ENDPOINTS } from './project';
import { USER_ENDPOINTS } from './user';

export * from './endpoint';
export * from './auth';
export * from './account';
export * from './account-steps';
export * from './org';
export * from './project';
export * from './job';
export * from './user';
export * from './audit';

/** The one endpoint table: the routers, the web fetchers, the infra routes and the contract test read it. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...ORG_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...JOB_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
];

export function endpointsOf(domain: Endpoint['domain']): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.domain === domain);
}
