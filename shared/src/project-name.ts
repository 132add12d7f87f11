/** What a project is called: its Chinese name, and an English one where it has one. */
export interface NamedProject {
  projectName: string;
  projectNameEn?: string | undefined;
}

/** The one rule for showing a project's name: the English name in English where there is one (spec §2.10), else the Chinese. */
export function projectNameIn(project: NamedProject, language: string): string {
  return language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
}

/** A project named by its number and then its name (the same rule): '8001 Zhenhai', as pickers and device rows show it. */
export function projectLabel(project: NamedProject & { projectId: number }, language: string): string {
  return `${project.projectId} ${projectNameIn(project, language)}`;
}
