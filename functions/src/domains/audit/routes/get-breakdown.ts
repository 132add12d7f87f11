import { auditBreakdown } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { getBreakdown } from '#entities/project-breakdown';
import { route } from '#http/route';

/** The project's engineering breakdown as it stands; an unknown project is a 404, one without a breakdown is empty. */
export const getBreakdownRoute = route(auditBreakdown, async ({ input }) => {
  await requireProject(input.projectId);
  return getBreakdown(input.projectId);
});
