import { SCORE_PAGE } from '@sddp/shared';
import * as z from 'zod';
import { clampPageSize, listSearchSchema } from '@/components/data-table/list-search';

const text = z.coerce.string().trim().optional().catch(undefined);
const bound = z.coerce.number().int().min(0).max(100).optional().catch(undefined);

/** The URL of /datamationMaturityScore/list: spec §2.23 starts it at 10 rows a page (§9), not 20. */
export const scoreListSearchSchema = listSearchSchema({
  orgName: text,
  scoreMin: bound,
  scoreMax: bound,
}).extend({
  limit: z.coerce.number().finite().transform(clampPageSize).default(SCORE_PAGE.initialSize).catch(SCORE_PAGE.initialSize),
});

export type ScoreListSearch = z.output<typeof scoreListSearchSchema>;

export type ScoreFilterValues = Pick<ScoreListSearch, 'orgName' | 'scoreMin' | 'scoreMax'>;
