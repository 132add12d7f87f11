import { projectList } from '@sddp/shared';
import { route } from '#http/route';
import { listProjects } from '../data/project-listing';
import { toProjectRow } from './project-row';

export const listProjectsRoute = route(projectList, async ({ input }) => {
  const { rows, total } = await listProjects({ projectName: input.projectName }, input.page, input.limit);
  return { rows: rows.map(toProjectRow), total };
});
