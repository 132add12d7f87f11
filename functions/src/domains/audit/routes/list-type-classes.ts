import { auditListTypeClasses } from '@sddp/shared';
import { getBreakdown, typesOf } from '#entities/project-breakdown';
import { route } from '#http/route';
import { assertProjectReader } from './audit-target';

export const listTypeClassesRoute = route(auditListTypeClasses, async ({ input, principal }) => {
  assertProjectReader(principal, input.projectId);
  return typesOf(await getBreakdown(input.projectId));
});
