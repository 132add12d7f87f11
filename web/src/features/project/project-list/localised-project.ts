import type { ProjectRow } from '@sddp/shared';

/** English speakers see the English homepage where the project has one (its name: lib/project-name.ts). */
export function homepageIn(project: ProjectRow, language: string): string {
  return language === 'en' && project.indexUrlEn ? project.indexUrlEn : project.indexUrl;
}
