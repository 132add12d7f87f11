import { ERROR_CODE } from '@sddp/shared';
import { accountsOfImportJob, userImportReport, reissueAndMail } from '#entities/account-import';
import { importedReport, recoverStagedImport } from '#entities/staged-import';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { linkDhmcPerson } from '../data/dhmc-people';
import { logDhmcImport } from './dhmc-import-log';

/**
 * An interrupted DHMC import: the staged-import recovery completes or rolls back the accounts its write
 * left. Completed, those accounts are linked to the project now (their disciplines died with the run: a
 * re-import of the file sets them and links the rest), each is mailed a new temporary password (the
 * first ones died with the run too: only their hashes were stored), and the job ends done listing them.
 * Otherwise it fails: nothing was imported.
 */
export const recoverDhmcImportJob: JobRecovery<'dhmc.import'> = async (job) => {
  if ((await recoverStagedImport(job.id)) !== 'completed')
    return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
  const users = await accountsOfImportJob(job.id);
  // The passwords first: they are versioned writes on the records as read, which linking would change.
  const accounts = await reissueAndMail(users, job.owner.language);
  for (const user of users) await linkDhmcPerson(user.id, job.input.projectId, '');
  const report = userImportReport(importedReport(Math.max(job.progress.checked, users.length), users.length, 0), accounts);
  await logDhmcImport(job.owner, job.input.projectId, report).catch(() => undefined);
  return { state: 'done', result: report };
};
