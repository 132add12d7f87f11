import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { filterText, pageQuery, wholeNumber } from './common';

const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

const RANGE = 'validation.score.range';
const SCORE_DIGITS = /^\d{1,3}$/;

/**
 * A score: a JSON integer or a string of up to three digits (a form field, a spec client), read as
 * strictly as `wholeNumber`. An empty field is a missing score, not zero. One number schema rather
 * than wholeNumber's union, so a form resolver reports the required message, not a union branch's.
 */
const score = z.pipe(
  z.transform((value: unknown) =>
    value === '' || value === null ? undefined : typeof value === 'string' && SCORE_DIGITS.test(value) ? Number(value) : value,
  ),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.score.required' : RANGE) })
    .check(z.int({ error: RANGE }), z.gte(LIMITS.scoreMin, { error: RANGE }), z.lte(LIMITS.scoreMax, { error: RANGE })),
);

/** A score row's id (orgId × 1,000,000 + projectId, entities/score.ts): wider than a record id. */
export const scoreRowIdInput = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'validation.id');

export const scoreUpdateInput = z.object({
  id: scoreRowIdInput,
  score1: score,
  score2: score,
  score3: score,
  score4: score,
  score5: score,
  score6: score,
  /**
   * The number of edits the form was opened with (0: unscored). Optional on the wire (spec §7 sends
   * id and the scores); checked when sent, and the web always sends it.
   */
  version: z.optional(wholeNumber(0, INPUT_LIMITS.versionMax, 'validation.version')),
});
export type ScoreUpdateInput = z.input<typeof scoreUpdateInput>;

/** A bound of the overall-score range filter; a blank one filters nothing. */
const scoreBound = z.optional(z.pipe(z.transform(blankIsMissing), z.optional(wholeNumber(LIMITS.scoreMin, LIMITS.scoreMax, RANGE))));

/** GET /score/list (spec §7): the supplier-name filter and the inclusive overall-score range. */
export const scoreListInput = z.extend(pageQuery, { orgName: filterText, scoreMin: scoreBound, scoreMax: scoreBound }).check(
  z.refine((query) => query.scoreMin === undefined || query.scoreMax === undefined || query.scoreMin <= query.scoreMax, {
    error: 'validation.score.rangeOrder',
    path: ['scoreMax'],
  }),
);
