import { logList, userLogList, type Language, type LogFilterInput } from '@sddp/shared';
import { projectNamesIn } from '#entities/project';
import { route } from '#http/route';
import { listLog } from '../data/log-list';
import { logQueryOf, toLogRow } from '../data/log-view';

/** Spec §2.20: a page of the operation log, newest first, with the exact total of its filters (docs/data-model.md L1). */
async function logPage({ input, language }: { input: LogFilterInput & { page: number; limit: number }; language: Language }) {
  const [{ rows, total }, nameOf] = await Promise.all([listLog(logQueryOf(input), input.page, input.limit), projectNamesIn(language)]);
  return { rows: rows.map((item) => toLogRow(item, language, nameOf)), total };
}

export const logListRoute = route(logList, logPage);

/** Spec §7's path for the same page (GET /user/admin/user_log_list, startTime/endTime for the range). */
export const userLogListRoute = route(userLogList, logPage);
