import type { ProjectRow } from '@sddp/shared';

/** English speakers see the English name and homepage where the project has them. */
export function projectNameIn(project: Pick<ProjectRow, 'projectName' | 'projectNameEn'>, language: string): string {
  return language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
}

export function homepageIn(project: ProjectRow, language: string): string {
  return language === 'en' && project.indexUrlEn ? project.indexUrlEn : project.indexUrl;
}
