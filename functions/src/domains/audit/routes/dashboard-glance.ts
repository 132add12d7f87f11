import { dashboardGlance, GLANCE_RECENT_ROWS, GLANCE_SIGN_IN_DAYS, PROJECT_ID, type Language } from '@sddp/shared';
import { projectNamesIn } from '#entities/project';
import { route } from '#http/route';
import { listLog } from '../data/log-list';
import { signInsByDay } from '../data/log-sign-ins';
import { toLogRow } from '../data/log-view';
import { platformCounts } from '../data/platform-counts';

/** The newest rows of the user system's log: the log list's first page without filters (docs/data-model.md L1–L2). */
async function recentOperations(language: Language) {
  const [{ rows }, nameOf] = await Promise.all([
    listLog({ filter: { projectId: PROJECT_ID.userSystem, userKey: '', orgKey: '' } }, 1, GLANCE_RECENT_ROWS),
    projectNamesIn(language),
  ]);
  return rows.map((item) => toLogRow(item, language, nameOf));
}

/**
 * Spec §2.10: the administrators' platform at a glance. The operation log is the primary
 * administrator's alone (/log/list), so only that role gets its recent rows.
 */
export const dashboardGlanceRoute = route(dashboardGlance, async ({ principal, language }) => {
  const readsLog = principal.permissions.includes('admin');
  const [counts, signIns, recent] = await Promise.all([
    platformCounts(),
    signInsByDay(PROJECT_ID.userSystem, GLANCE_SIGN_IN_DAYS),
    readsLog ? recentOperations(language) : undefined,
  ]);
  return { ...counts, signIns, ...(recent ? { recent } : {}) };
});
