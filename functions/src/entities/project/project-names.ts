import { projectNameIn, type Language } from '@sddp/shared';
import { listAllProjects } from './projects';

/** Names a row's project as the reader reads it: by id, falling back to the name the row was written with. */
export type ProjectNamer = (projectId: number, written: string) => string;

/**
 * Rows of the operation log keep the (Chinese) project name they were written with; every answer and
 * export that shows them names the project in the reader's language (one query, shared by the request).
 */
export async function projectNamesIn(language: Language): Promise<ProjectNamer> {
  const names = new Map((await listAllProjects()).map((project) => [project.id, projectNameIn(project, language)]));
  return (projectId, written) => names.get(projectId) ?? written;
}
