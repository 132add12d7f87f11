import * as z from 'zod/mini';
import { SCORE_PAGE } from '@sddp/shared';
import { clampPageSize, listSearchSchema } from '@/components/data-table/list-search';

const text = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);
const bound = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100))), undefined);

/** The URL of /datamationMaturityScore/list: spec §2.23 starts it at 10 rows a page (§9), not 20. */
export const scoreListSearchSchema = z.extend(
  listSearchSchema({
    orgName: text,
    scoreMin: bound,
    scoreMax: bound,
  }),
  {
    limit: z.catch(z._default(z.pipe(z.coerce.number(), z.transform(clampPageSize)), SCORE_PAGE.initialSize), SCORE_PAGE.initialSize),
  },
);

export type ScoreListSearch = z.output<typeof scoreListSearchSchema>;

export type ScoreFilterValues = Pick<ScoreListSearch, 'orgName' | 'scoreMin' | 'scoreMax'>;
