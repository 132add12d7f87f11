import type { AssignmentRecord } from '#entities/audit-assignment';
import type { Breakdown } from '#entities/project-breakdown';

export type DistributeState = 0 | 1;

export interface Coverage {
  /** Main item code → 1 when every factory object class of the breakdown has a reviewer for it. */
  mainItems: Map<string, DistributeState>;
  /** Factory object class code → 1 when every main item has a reviewer for it. */
  classes: Map<string, DistributeState>;
}

/**
 * distributeState (spec §2.19, issue 12): for a project, cbs and audit role, a node is 0 while some of
 * its (main item × factory object code) pairs has no reviewer. The pairs come from one Query of the
 * (project, cbs, role) partition; counting the distinct covered pairs per node costs O(assigned pairs).
 * Pairs naming codes no longer in the breakdown count for nothing.
 */
export function coverageOf(breakdown: Breakdown, assignments: readonly AssignmentRecord[]): Coverage {
  const mainCodes = new Set(breakdown.mainItems.map((item) => item.code));
  const classCodes = new Set(breakdown.classes.map((item) => item.code));
  const pairs = new Set<string>();
  const perMain = new Map<string, number>();
  const perClass = new Map<string, number>();
  for (const assignment of assignments) {
    for (const item of assignment.items) {
      if (!mainCodes.has(item.code)) continue;
      for (const code of item.codes) {
        const pair = JSON.stringify([item.code, code]);
        if (!classCodes.has(code) || pairs.has(pair)) continue;
        pairs.add(pair);
        perMain.set(item.code, (perMain.get(item.code) ?? 0) + 1);
        perClass.set(code, (perClass.get(code) ?? 0) + 1);
      }
    }
  }
  const state = (count: number | undefined, needed: number): DistributeState => (needed > 0 && count === needed ? 1 : 0);
  return {
    mainItems: new Map(breakdown.mainItems.map((item) => [item.code, state(perMain.get(item.code), classCodes.size)])),
    classes: new Map(breakdown.classes.map((item) => [item.code, state(perClass.get(item.code), mainCodes.size)])),
  };
}
