import { dashboardDelivery } from '@sddp/shared';
import { route } from '#http/route';
import { projectDeliverySummaries, supplierDeliverySummaries } from '../data/delivery-summaries';

const OWNER_ADMINS: readonly string[] = ['admin', 'admin1'];

/**
 * Issue 29: delivery completeness and timeliness where people look. The owner's administrators see every
 * delivery project; a supplier account only its own organisation's share of the projects it belongs to.
 */
export const dashboardDeliveryRoute = route(dashboardDelivery, async ({ principal, language }) => {
  if (OWNER_ADMINS.includes(principal.permissions[0] ?? ''))
    return { scope: 'project' as const, rows: await projectDeliverySummaries(language) };
  return {
    scope: 'supplier' as const,
    rows: await supplierDeliverySummaries(principal.user.orgId, principal.projectIds, language),
  };
});
