import { pumpList } from '@sddp/shared';
import { route } from '#http/route';
import { searchPumps } from '../data/pump-search';
import { toPumpRow } from './pump-row';

/** Spec §2.25: the pumps that meet the duty point, closest first (docs/data-model.md "Pump catalogue"). */
export const listPumpsRoute = route(pumpList, async ({ input, language }) => {
  const filter = { type: input.bengType, medium: input.jiezhi, flow: input.liuliang, head: input.yangcheng };
  const { rows, total } = await searchPumps(filter, input.page, input.limit);
  return { rows: rows.map(({ pump, closeness }) => toPumpRow(pump, closeness, language)), total };
});
