import { IMPORT_LIMITS, type ImportedAccount, type ImportReport, type Language, type UserImportReport } from '@sddp/shared';
import { runLimited } from '#kit/db/concurrency';
import type { JobOwner } from '#kit/jobs/job-record';
import { logAuditImport } from '../operation-log/import-log';
import { mailTemporaryPassword, type IssuedTemporaryPassword } from '../user/temporary-password';
import type { UserRecord } from '../user/users';

const MAILS_IN_FLIGHT = 8;

/** A created account with its temporary password, and its row of the file when known. */
export interface AccountToMail {
  user: UserRecord;
  issued: Pick<IssuedTemporaryPassword, 'plain' | 'expiresAt'>;
  row?: number;
}

/** Mails each account its temporary password ('created', in the starter's language until it signs in); answers each with where it went. */
export async function mailAccounts(accounts: readonly AccountToMail[], language: Language): Promise<ImportedAccount[]> {
  const mailed: ImportedAccount[] = [];
  await runLimited(
    accounts.map((account, index) => ({ ...account, index })),
    MAILS_IN_FLIGHT,
    async ({ user, issued, row, index }) => {
      const mailedTo = await mailTemporaryPassword(user, issued.plain, issued.expiresAt, 'created', language);
      mailed[index] = {
        ...(row === undefined ? {} : { row }),
        userCode: user.userCode,
        linkman: user.linkman,
        orgName: user.orgName,
        mailedTo,
      };
    },
  );
  return mailed;
}

/** The supplier import's report with the accounts created: the first IMPORT_LIMITS.maxProblems listed, the rest counted. */
export function userImportReport(report: ImportReport, accounts: readonly ImportedAccount[] = []): UserImportReport {
  const listed = accounts.slice(0, IMPORT_LIMITS.maxProblems);
  return { ...report, accounts: listed, moreAccounts: accounts.length - listed.length };
}

/** The operation-log row of the import, with its outcome; a failed write is only logged (the import stands). */
export const logUserImport = (owner: JobOwner, report: UserImportReport, onError: (error: unknown) => void) =>
  logAuditImport(owner, 'log.userImported', report, { created: String(report.created) }).catch(onError);
