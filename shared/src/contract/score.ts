import * as z from 'zod/mini';
import { scoreHistoryEntrySchema, scoreRowSchema, suggestedScoresSchema } from '../entities/score';
import { listResult } from '../envelope';
import { scoreListInput, scoreRowIdInput, scoreUpdateInput } from '../validators/score';
import { defineEndpoint } from './endpoint';

const SCORE_LIST = ['datamationMaturityScore'] as const;

/**
 * GET /score/list: one row per supplier per project it has joined, scored or not (unscored rows have
 * null scores and are left out by a score range). Newest supplier first, its projects by id
 * (docs/data-model.md "Scores").
 */
export const scoreList = defineEndpoint({
  id: 'score.list',
  domain: 'score',
  method: 'GET',
  path: '/score/list',
  input: scoreListInput,
  output: listResult(scoreRowSchema),
  access: SCORE_LIST,
});

/** POST /score/update: only callers of organisation 1 (spec §6); the server computes the overall score. */
export const scoreUpdate = defineEndpoint({
  id: 'score.update',
  domain: 'score',
  method: 'POST',
  path: '/score/update',
  input: scoreUpdateInput,
  output: scoreRowSchema,
  access: SCORE_LIST,
  log: 'log.scoreUpdated',
});

/** Beyond the spec: every edit of one score row, newest first (who changed what, when). */
export const scoreHistory = defineEndpoint({
  id: 'score.history',
  domain: 'score',
  method: 'GET',
  path: '/score/history',
  input: z.object({ id: scoreRowIdInput }),
  output: z.object({ rows: z.array(scoreHistoryEntrySchema) }),
  access: SCORE_LIST,
});

/** Beyond the spec: the caller's own organisation's rows, read-only (the maturityScore grant of §6). */
export const scoreMine = defineEndpoint({
  id: 'score.mine',
  domain: 'score',
  method: 'GET',
  path: '/score/mine',
  input: z.object({}),
  output: z.object({ rows: z.array(scoreRowSchema) }),
  access: ['maturityScore'],
});

/** Beyond the spec (issue 29): what the delivery data suggests for timeliness and completeness, shown on the form. */
export const scoreSuggested = defineEndpoint({
  id: 'score.suggested',
  domain: 'score',
  method: 'GET',
  path: '/score/suggested',
  input: z.object({ id: scoreRowIdInput }),
  output: suggestedScoresSchema,
  access: SCORE_LIST,
});

export const SCORE_ENDPOINTS = [scoreList, scoreUpdate, scoreHistory, scoreMine, scoreSuggested];
