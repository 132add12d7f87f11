import type * as z from 'zod/mini';
import { SCORE_CRITERIA, type scoreUpdateInput, type ScoreRow } from '@sddp/shared';

export type ScoreFormInput = z.input<typeof scoreUpdateInput>;
export type ScoreFormOutput = z.output<typeof scoreUpdateInput>;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The version travels with the form: a save from an older one is refused instead of overwriting. */
export const scoreFormValuesOf = (row: ScoreRow): ScoreFormInput =>
  ({
    id: row.id,
    version: row.version,
    ...Object.fromEntries(SCORE_CRITERIA.map((criterion) => [criterion, text(row[criterion])])),
  }) as ScoreFormInput;

/** A field's text as a score when it is one (what the shared schema would accept), else undefined. */
export const scoreOfText = (value: unknown) => {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 0 && number <= 100 ? number : undefined;
};
