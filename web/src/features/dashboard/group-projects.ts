import { PROJECT_STATE, type ProjectSummary } from '@sddp/shared';

export interface ProjectGroups {
  inProgress: ProjectSummary[];
  notStarted: ProjectSummary[];
  completed: ProjectSummary[];
}

/** Spec §2.10: ing_list (20), not_start_list (10), end_list (50). */
export function groupProjects(projects: readonly ProjectSummary[]): ProjectGroups {
  return {
    inProgress: projects.filter((project) => project.state === PROJECT_STATE.inProgress),
    notStarted: projects.filter((project) => project.state === PROJECT_STATE.notStarted),
    completed: projects.filter((project) => project.state === PROJECT_STATE.completed),
  };
}
