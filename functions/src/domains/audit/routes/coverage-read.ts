import { assignmentsOf } from '#entities/audit-assignment';
import { getBreakdown } from '#entities/project-breakdown';
import type { Principal } from '#http/types';
import { coverageOf } from '../data/audit-coverage';
import { assertAssignment, loadAuditTarget } from './audit-target';

export interface AssignmentQuery {
  projectId: number;
  userId: number;
  auditRole: string;
  cbsId: string;
}

/** The breakdown and its coverage for the target's (project, cbs, role): the head, its chunks and one partition Query. */
export async function readCoverage(principal: Principal, query: AssignmentQuery) {
  const target = await loadAuditTarget(principal, query.userId);
  const cbsId = await assertAssignment(target, query.projectId, query.auditRole, query.cbsId);
  const [breakdown, assignments] = await Promise.all([
    getBreakdown(query.projectId),
    assignmentsOf(query.projectId, cbsId, query.auditRole),
  ]);
  return { breakdown, coverage: coverageOf(breakdown, assignments) };
}
