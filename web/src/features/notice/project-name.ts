import type { NoticeProjectOption } from '@sddp/shared';

/** projectNameEn in English mode when there is one (spec §2.10). */
export const projectLabel = (project: NoticeProjectOption, language: string) =>
  language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
