import { logList } from '@sddp/shared';
import { listLog } from '../../lib/data/log-list';
import { logQueryOf, toLogRow } from '../../lib/data/log-view';
import { route } from '../../lib/http/types';

/** Spec §2.20: a page of the operation log, newest first, with the exact total of its filters (docs/data-model.md L1). */
export const logListRoute = route(logList, async ({ input, language }) => {
  const { rows, total } = await listLog(logQueryOf(input), input.page, input.limit);
  return { rows: rows.map((item) => toLogRow(item, language)), total };
});
