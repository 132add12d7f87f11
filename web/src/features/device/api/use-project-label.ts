import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, projectLabel } from '@sddp/shared';
import { useProjectOptions } from './get-entry-options';

/** How a device row names its project. */
export type ProjectLabel = (projectId: number, storedName: string) => string;

/** A row's project by the name its record keeps, which has no English one beside it: the same in either language. */
export const storedProjectLabel: ProjectLabel = (projectId, storedName) =>
  projectLabel({ projectId, projectName: storedName }, DEFAULT_LANGUAGE);

/**
 * '8001 Zhenhai': a device record keeps the name its project had when it was written; this names it as the
 * project is named now, in the reader's language (the stored name until the projects are in).
 */
export function useProjectLabel(): ProjectLabel {
  const { i18n } = useTranslation();
  const { data: projects } = useProjectOptions();
  // Stable until the projects or the language change, so the columns built with it are not rebuilt every render.
  return useCallback(
    (projectId, storedName) => {
      const project = projects?.find((candidate) => candidate.projectId === projectId);
      return project ? projectLabel(project, i18n.language) : storedProjectLabel(projectId, storedName);
    },
    [projects, i18n.language],
  );
}
