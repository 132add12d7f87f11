import { auditSaveUserExtra } from '@sddp/shared';
import { saveAssignment } from '#entities/audit-assignment';
import { getBreakdown } from '#entities/project-breakdown';
import { route } from '#http/route';
import { assignmentItems } from './assignment-items';
import { assertAssignment, loadAuditTarget } from './audit-target';

/**
 * Replaces the account's assignment for the project and role (§5 checks by the shared schema, then
 * the target, role, cbs and codes here). orgId is the cbs: the account's own organisation (for a
 * contractor, the contractor's id), anything else is refused.
 */
export const saveUserExtraRoute = route(auditSaveUserExtra, async ({ input, principal, setLogParams }) => {
  const target = await loadAuditTarget(principal, input.userId);
  const cbsId = await assertAssignment(target, input.projectId, input.auditRole, input.orgId);
  const items = assignmentItems(input.list, await getBreakdown(input.projectId));
  await saveAssignment(
    { projectId: input.projectId, cbsId, auditRole: input.auditRole, userId: input.userId, orgId: target.user.orgId },
    items,
  );
  setLogParams({ userCode: target.user.userCode, projectId: String(input.projectId), auditRole: input.auditRole });
  return {
    userId: input.userId,
    projectId: input.projectId,
    auditRole: input.auditRole,
    mainItems: items.length,
    pairs: items.reduce((sum, item) => sum + item.codes.length, 0),
  };
});
