import { auditListTypeClasses } from '@sddp/shared';
import { route } from '#http/route';
import { getBreakdown, typesOf } from '../data/audit-breakdowns';
import { assertProjectReader } from './audit-target';

export const listTypeClassesRoute = route(auditListTypeClasses, async ({ input, principal }) => {
  assertProjectReader(principal, input.projectId);
  return typesOf(await getBreakdown(input.projectId));
});
