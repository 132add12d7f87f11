import { z } from 'zod';
import { LIMITS } from '../constants';
import { id, wholeNumber } from './common';

/** An empty field is a missing score, not zero. */
const score = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  wholeNumber(LIMITS.scoreMin, LIMITS.scoreMax, 'validation.score.range', 'validation.score.required'),
);

export const scoreUpdateInput = z.object({
  id: id(),
  score1: score,
  score2: score,
  score3: score,
  score4: score,
  score5: score,
  score6: score,
});
