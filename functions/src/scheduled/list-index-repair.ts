import { repairOrgListCopy } from '#entities/org';
import { repairUserListCopy } from '#entities/user';
import { declareSettings } from '#kit/config';
import { createLogger } from '#kit/logger';
import { backgroundHandler } from '#kit/metrics/background-handler';

declareSettings(['TABLE_NAME']);

const log = createLogger({ job: 'list-index-repair' });

/**
 * The scheduled Lambda (EventBridge Scheduler, daily): makes every list index agree with its records
 * (docs/data-model.md A31), writing only the differences, so a run over a healthy table changes nothing.
 */
export const handler = backgroundHandler('list-index-repair', async (): Promise<Record<string, number>> => {
  const org = await repairOrgListCopy();
  const user = await repairUserListCopy();
  const result = {
    orgRecords: org.records,
    orgAdded: org.added,
    orgUpdated: org.updated,
    orgRemoved: org.removed,
    orgDeferred: org.deferred ? 1 : 0,
    userRecords: user.records,
    userAdded: user.added,
    userUpdated: user.updated,
    userRemoved: user.removed,
  };
  log.info('list indexes repaired', result);
  return result;
});
