import { userProjectList } from '@sddp/shared';
import { getProjects } from '#entities/project';
import { route } from '#http/route';

export const userProjectListRoute = route(userProjectList, async ({ principal }) => {
  const projects = await getProjects(principal.projectIds);
  return projects.map((project) => ({
    id: project.id,
    projectId: project.id,
    state: project.state,
    projectName: project.projectName,
    projectNameEn: project.projectNameEn,
    indexUrl: project.indexUrl,
    indexUrlEn: project.indexUrlEn,
  }));
});
