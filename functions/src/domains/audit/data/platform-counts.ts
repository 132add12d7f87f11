import { ENABLED_STATE, PROJECT_STATE } from '@sddp/shared';
import { currentOrgListCopy } from '#entities/org';
import { listDeliveryProjects } from '#entities/project';
import { currentUserListCopy } from '#entities/user';

export interface EnabledCounts {
  enabled: number;
  disabled: number;
}

export interface ProjectCounts {
  notStarted: number;
  inProgress: number;
  completed: number;
}

/** Enabled and disabled rows (state '1' and '0'). */
export function countEnabled(rows: Iterable<{ state: string }>): EnabledCounts {
  const counts: EnabledCounts = { enabled: 0, disabled: 0 };
  for (const { state } of rows) {
    if (state === ENABLED_STATE.enabled) counts.enabled += 1;
    else if (state === ENABLED_STATE.disabled) counts.disabled += 1;
  }
  return counts;
}

/** Projects by the three states of spec §2.10 (the delivery projects: what the project home shows as cards). */
export function countProjects(projects: Iterable<{ state: string }>): ProjectCounts {
  const counts: ProjectCounts = { notStarted: 0, inProgress: 0, completed: 0 };
  for (const { state } of projects) {
    if (state === PROJECT_STATE.notStarted) counts.notStarted += 1;
    else if (state === PROJECT_STATE.inProgress) counts.inProgress += 1;
    else if (state === PROJECT_STATE.completed) counts.completed += 1;
  }
  return counts;
}

/**
 * Organisations, accounts and projects by state (docs/data-model.md G1–G2): one pass over the list
 * copies the function holds anyway (one change-log Query each when warm) and over the projects (one Query).
 */
export async function platformCounts(): Promise<{ orgs: EnabledCounts; users: EnabledCounts; projects: ProjectCounts }> {
  const [orgs, users, projects] = await Promise.all([currentOrgListCopy(), currentUserListCopy(), listDeliveryProjects()]);
  return { orgs: countEnabled(orgs.rows), users: countEnabled(users.rows), projects: countProjects(projects) };
}
