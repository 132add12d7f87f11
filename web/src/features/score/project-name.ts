import type { ScoreRow } from '@sddp/shared';

/** The project's name in the reader's language (the English one when there is one). */
export const projectNameOf = (row: Pick<ScoreRow, 'projectName' | 'projectNameEn'>, english: boolean) =>
  english && row.projectNameEn ? row.projectNameEn : row.projectName;
