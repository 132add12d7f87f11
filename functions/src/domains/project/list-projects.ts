import { projectList } from '@sddp/shared';
import { listAllProjects } from '../../lib/data/projects';
import { route } from '../../lib/http/types';
import { toProjectRow } from './project-row';

/** Projects are few (A13): one Query, then filter and page here; the name filter matches zh or en. */
export const listProjectsRoute = route(projectList, async ({ input }) => {
  const needle = input.projectName.toLowerCase();
  const matching = (await listAllProjects())
    .filter((project) => !needle || `${project.projectName}\n${project.projectNameEn}`.toLowerCase().includes(needle))
    .sort((a, b) => b.id - a.id);
  const start = (input.page - 1) * input.limit;
  return { rows: matching.slice(start, start + input.limit).map(toProjectRow), total: matching.length };
});
