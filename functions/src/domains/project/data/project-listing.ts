import { listAllProjects, type ProjectRecord } from '#entities/project';

export interface ProjectFilter {
  /** Matches anywhere in the zh or the en name, ignoring case; '' matches everything. */
  projectName?: string;
}

export interface ProjectPage {
  rows: ProjectRecord[];
  total: number;
}

/** Newest first; projects are few, so one Query, then filter and page here (docs/data-model.md A13). */
export async function listProjects(filter: ProjectFilter, page: number, limit: number): Promise<ProjectPage> {
  const needle = (filter.projectName ?? '').toLowerCase();
  const matching = (await listAllProjects())
    .filter((project) => !needle || `${project.projectName}\n${project.projectNameEn}`.toLowerCase().includes(needle))
    .sort((a, b) => b.id - a.id);
  const start = (page - 1) * limit;
  return { rows: matching.slice(start, start + limit), total: matching.length };
}
