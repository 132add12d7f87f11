import { pumpList } from '@sddp/shared';
import { route } from '#http/route';
import { searchPumps } from '../data/pump-search';
import { toPumpRow } from './pump-row';

/** Spec §2.25: the pumps that meet the duty point, closest first (docs/data-model.md "Pump catalogue"). */
export const listPumpsRoute = route(pumpList, async ({ input, language }) => {
  const { page, limit, ...filter } = input;
  const { rows, total } = await searchPumps(filter, page, limit);
  return { rows: rows.map(({ pump, closeness }) => toPumpRow(pump, closeness, language)), total };
});
