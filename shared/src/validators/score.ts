import { z } from 'zod';
import { LIMITS } from '../constants';

const score = z.coerce
  .number({ error: 'validation.score.required' })
  .int({ error: 'validation.score.range' })
  .min(LIMITS.scoreMin, { error: 'validation.score.range' })
  .max(LIMITS.scoreMax, { error: 'validation.score.range' });

const requiredScore = z.preprocess((value) => (value === '' || value === null ? undefined : value), score);

export const scoreUpdateInput = z.object({
  id: z.coerce.number().int().positive(),
  score1: requiredScore,
  score2: requiredScore,
  score3: requiredScore,
  score4: requiredScore,
  score5: requiredScore,
  score6: requiredScore,
});
