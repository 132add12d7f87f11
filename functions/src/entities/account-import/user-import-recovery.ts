import { ERROR_CODE, type ImportedAccount, type Language } from '@sddp/shared';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { createLogger } from '#kit/logger';
import { configuredPasswordPolicy } from '#kit/password-policy';
import { recoverStagedImport } from '../staged-import/recovery';
import { importedReport } from '../staged-import/report';
import { setTemporaryPassword } from '../user/user-updates';
import type { UserRecord } from '../user/users';
import { newBulkTemporaryPasswords } from './bulk-temporary-passwords';
import { accountsOfImportJob } from './user-import';
import { logUserImport, mailAccounts, userImportReport, type AccountToMail } from './user-import-accounts';

const logger = createLogger({ module: 'user-import-recovery' });

/**
 * The passwords of a job that died after its commit died with it (only their hashes are stored): each
 * account that has not signed in since gets a new temporary password, mailed. An account changed
 * meanwhile (a versioned write lost) keeps what it has; the administrator can reset it.
 */
async function reissue(users: readonly UserRecord[]): Promise<AccountToMail[]> {
  const waiting = users.filter((user) => user.mustChangePassword && !user.lastLoginTime);
  const issued = await newBulkTemporaryPasswords(waiting.length);
  const history = configuredPasswordPolicy().history;
  const ready: AccountToMail[] = [];
  for (const [index, user] of waiting.entries()) {
    const password = issued[index]!;
    try {
      await setTemporaryPassword(user, password.fields, { history });
      ready.push({ user, issued: password });
    } catch (error) {
      logger.warn('imported account changed meanwhile; its password was not reissued', { userId: user.id, error: String(error) });
    }
  }
  return ready;
}

/**
 * The accounts of an import completed by its recovery, for its report: each mailed a new temporary
 * password (reissue), or listed unmailed when it could not be (signed in or changed meanwhile).
 */
export async function reissueAndMail(users: readonly UserRecord[], language: Language): Promise<ImportedAccount[]> {
  const mailed = new Map((await mailAccounts(await reissue(users), language)).map((account) => [account.userCode, account]));
  return users.map(
    (user) => mailed.get(user.userCode) ?? { userCode: user.userCode, linkman: user.linkman, orgName: user.orgName, mailedTo: '' },
  );
}

/**
 * An interrupted user import: the staged-import recovery completes or rolls back what its write left.
 * Completed, every account is in and is mailed a password anew (reissue); the job ends done with the
 * accounts listed (their rows are not known now). Otherwise it fails with "nothing was imported".
 */
export const recoverUserImportJob: JobRecovery<'user.import'> = async (job) => {
  if ((await recoverStagedImport(job.id)) !== 'completed')
    return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
  const users = await accountsOfImportJob(job.id);
  const accounts = await reissueAndMail(users, job.owner.language);
  const report = userImportReport(importedReport(Math.max(job.progress.checked, users.length), users.length, 0), accounts);
  await logUserImport(job.owner, report, () => undefined);
  return { state: 'done', result: report };
};
