import * as z from 'zod/mini';

/** The six criteria in the order spec §2.23 shows them (columns and the edit form). */
export const SCORE_CRITERIA = ['score1', 'score3', 'score2', 'score4', 'score5', 'score6'] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];
export type ScoreValues = Record<ScoreCriterion, number>;

/**
 * The overall score (docs/decisions.md "Maturity scores"): a weighted mean of the six criteria, the
 * weights in percent, rounded to one decimal. Delivery itself (timeliness, completeness, accuracy)
 * weighs most; 'other' least. The form names the weights.
 */
export const SCORE_WEIGHTS: Readonly<ScoreValues> = { score1: 20, score3: 20, score2: 20, score4: 15, score5: 15, score6: 10 };

export function overallScore(scores: ScoreValues): number {
  const weighted = SCORE_CRITERIA.reduce((sum, criterion) => sum + scores[criterion] * SCORE_WEIGHTS[criterion], 0);
  return Math.round(weighted / 10) / 10;
}

/**
 * A score row is one supplier in one project; its id names both (docs/data-model.md "Scores"):
 * orgId × 1,000,000 + projectId, so a row exists, and can be addressed, before anyone scores it.
 */
export const SCORE_ID_PROJECT_SPAN = 1_000_000;
export const scoreRowId = (orgId: number, projectId: number) => orgId * SCORE_ID_PROJECT_SPAN + projectId;
export const scoreRowParts = (id: number) => ({ orgId: Math.floor(id / SCORE_ID_PROJECT_SPAN), projectId: id % SCORE_ID_PROJECT_SPAN });

const scoreOrNone = z.nullable(z.number());

/** A row of the maturity-score list (spec §3 Score row); the scores are null until someone scores it. */
export const scoreRowSchema = z.object({
  id: z.number(),
  orgId: z.number(),
  orgName: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  projectNameEn: z.string(),
  score1: scoreOrNone,
  score2: scoreOrNone,
  score3: scoreOrNone,
  score4: scoreOrNone,
  score5: scoreOrNone,
  score6: scoreOrNone,
  /** The overall score, computed by the server (overallScore). */
  score: scoreOrNone,
  /** The number of edits so far (0: unscored); what an edit sends back. */
  version: z.number(),
  /** When it was last scored (ISO), '' when never. */
  updateTime: z.string(),
});
export type ScoreRow = z.infer<typeof scoreRowSchema>;

const scoreValuesSchema = z.object({
  score1: z.number(),
  score2: z.number(),
  score3: z.number(),
  score4: z.number(),
  score5: z.number(),
  score6: z.number(),
  score: z.number(),
});
export type ScoreSnapshot = z.infer<typeof scoreValuesSchema>;

/** One edit of a score row: who, when, and the scores before (null for the first) and after. */
export const scoreHistoryEntrySchema = z.object({
  version: z.number(),
  changedAt: z.string(),
  userCode: z.string(),
  linkman: z.string(),
  orgName: z.string(),
  before: z.nullable(scoreValuesSchema),
  after: scoreValuesSchema,
  /**
   * What the delivery data suggested for timeliness (score1) and completeness (score3) when the edit was
   * saved (issue 29), null where it had nothing to go on: the entry says whether each was accepted.
   */
  suggested: z.optional(z.object({ score1: z.nullable(z.number()), score3: z.nullable(z.number()) })),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntrySchema>;

/**
 * The scores the delivery data suggests for one supplier in one project (issue 29), each with how it was
 * derived; null when there is nothing to go on (no due tags, nothing required).
 */
export const suggestedScoresSchema = z.object({
  /** Timeliness: tags first submitted by their contract's due date, of the tags due by now or submitted. */
  score1: z.nullable(z.object({ value: z.number(), onTime: z.number(), due: z.number() })),
  /** Completeness: approved required items of all required items. */
  score3: z.nullable(z.object({ value: z.number(), approved: z.number(), required: z.number() })),
});
export type SuggestedScores = z.infer<typeof suggestedScoresSchema>;
