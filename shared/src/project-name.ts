/** What a project is called: its Chinese name, and an English one where it has one. */
export interface NamedProject {
  projectName: string;
  projectNameEn?: string | undefined;
}

/** The one rule for showing a project's name: the English name in English where there is one (spec §2.10), else the Chinese. */
export function projectNameIn(project: NamedProject, language: string): string {
  return language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
}
