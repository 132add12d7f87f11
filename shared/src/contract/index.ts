import { ACCOUNT_ENDPOINTS } from './account';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { DELIVERY_ENDPOINTS } from './delivery';
import { DELIVERY_WORKBOOK_ENDPOINTS } from './delivery-workbook';
import { DEVICE_ENDPOINTS } from './device';
import { DEVICE_ENTRY_ENDPOINTS } from './device-entry';
import { DHMC_ENDPOINTS } from './dhmc';
import type { Endpoint } from './endpoint';
import { JOB_ENDPOINTS } from './job';
import { LOG_ENDPOINTS } from './log';
import { NOTICE_ENDPOINTS } from './notice';
import { ORG_ENDPOINTS } from './org';
import { PROJECT_ENDPOINTS } from './project';
import { SCORE_ENDPOINTS } from './score';
import { SSO_ENDPOINTS } from './sso';
import { USER_ENDPOINTS } from './user';

export * from './endpoint';
export * from './auth';
export * from './account';
export * from './account-steps';
export * from './org';
export * from './project';
export * from './job';
export * from './log';
export * from './user';
export * from './audit';
export * from './dhmc';
export * from './notice';
export * from './notice-unread';
export * from './score';
export * from './device';
export * from './device-entry';
export * from './sso';
export * from './dashboard';
export * from './delivery';
export * from './delivery-workbook';

/** The one endpoint table: the routers, the web fetchers, the infra routes and the contract test read it. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...ORG_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...JOB_ENDPOINTS,
  ...LOG_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...DHMC_ENDPOINTS,
  ...NOTICE_ENDPOINTS,
  ...SCORE_ENDPOINTS,
  ...DEVICE_ENDPOINTS,
  ...DEVICE_ENTRY_ENDPOINTS,
  ...SSO_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...DELIVERY_ENDPOINTS,
  ...DELIVERY_WORKBOOK_ENDPOINTS,
];

export function endpointsOf(domain: Endpoint['domain']): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.domain === domain);
}
