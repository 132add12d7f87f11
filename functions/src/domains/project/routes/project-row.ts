import type { ProjectRow } from '@sddp/shared';
import type { ProjectRecord } from '#entities/project';

export const toProjectRow = (project: ProjectRecord): ProjectRow => ({
  id: project.id,
  projectId: project.id,
  projectName: project.projectName,
  projectNameEn: project.projectNameEn,
  state: project.state,
  indexUrl: project.indexUrl,
  indexUrlEn: project.indexUrlEn,
  createTime: project.createTime,
  version: project.version,
});
