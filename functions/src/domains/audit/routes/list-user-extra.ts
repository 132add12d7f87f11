import { auditListUserExtra } from '@sddp/shared';
import { getAssignment } from '#entities/audit-assignment';
import { getBreakdown } from '#entities/project-breakdown';
import { route } from '#http/route';
import { assertAssignment, loadAuditTarget } from './audit-target';

/** The saved main items with their factory object codes, named from the breakdown (a code it lost keeps its code as name). */
export const listUserExtraRoute = route(auditListUserExtra, async ({ input, principal }) => {
  const target = await loadAuditTarget(principal, input.userId);
  const cbsId = await assertAssignment(target, input.projectId, input.auditRole);
  const [assignment, breakdown] = await Promise.all([
    getAssignment({ projectId: input.projectId, cbsId, auditRole: input.auditRole, userId: input.userId }),
    getBreakdown(input.projectId),
  ]);
  const mainNames = new Map(breakdown.mainItems.map((item) => [item.code, item.name]));
  const classNames = new Map(breakdown.classes.map((item) => [item.code, item.name]));
  return (assignment?.items ?? []).map((item) => ({
    code: item.code,
    name: mainNames.get(item.code) ?? item.code,
    type: 1 as const,
    childNodes: item.codes.map((code) => ({ code, name: classNames.get(code) ?? code, type: 2 as const })),
  }));
});
