import { projectCreate } from '@sddp/shared';
import { createProject } from '#entities/project';
import { route } from '#http/route';
import { toProjectRow } from './project-row';

export const createProjectRoute = route(projectCreate, async ({ input, setLogParams }) => {
  const project = await createProject(input);
  setLogParams({ projectName: project.projectName });
  return toProjectRow(project);
});
