import { keys } from '#kit/db/keys';
import { FIRST_NEW_USER_ID } from '../org/orgs';
import { readManifest } from '../staged-import/manifest';
import { reserveIds, runStagedWrite, stagedManifest, type OnWritten } from '../staged-import/staged-import';
import type { StagedItem, StagedRow } from '../staged-import/staged-write';
import type { ImportHooks } from '../staged-import/steps';
import { existingItems } from '../staged-import/supplier-plan';
import type { NewAccount } from '../user/user-create';
import { newUserRecord, userItems, type UserRecord } from '../user/users';

/**
 * The user import's write (docs/data-model.md UA2): any number of accounts, all or none, as a staged
 * import job whose writes survive its process (staged-import.ts): the accounts' ids are a block
 * reserved at once, each login guard names the job, and a recovery (recoverStagedImport, which
 * reads the manifest's kind) rolls back or completes a job that stopped anywhere.
 */
const USER_GUARDS = 1;

interface ImportedAccount extends StagedRow {
  record: UserRecord;
  guards: [StagedItem];
  items: [StagedItem];
}

function importedAccount(jobId: string, account: NewAccount, id: number): ImportedAccount {
  const record = newUserRecord({ ...account, id, assignedProjectIds: [] });
  const { entity, guard } = userItems(record);
  return { record, guards: [{ ...guard, importJob: jobId }], items: [entity] };
}

/** Which of these logins belong to an account now, compared ignoring case (consistent BatchGetItem on the guards, 100 a call). */
export async function takenUserCodes(userCodes: readonly string[]): Promise<Set<string>> {
  const guards = new Map(userCodes.map((code) => [keys.userCodeGuard(code).pk, keys.userCodeGuard(code)]));
  const found = await existingItems([...guards.values()]);
  return new Set(userCodes.filter((code) => found.has(keys.userCodeGuard(code).pk)));
}

export type AccountsImport = { status: 'imported'; records: UserRecord[] } | { status: 'taken'; indexes: number[] };

/**
 * Creates the accounts as import job `jobId` (a UUID, used once), every one or none. A login that
 * another writer took after the check fails the whole: 'taken' names the accounts (their indexes),
 * and nothing of the job is left. `onWritten` hears the accounts written after each step.
 */
export async function importAccounts(
  jobId: string,
  accounts: readonly NewAccount[],
  onWritten: OnWritten,
  hooks?: ImportHooks,
): Promise<AccountsImport> {
  if (accounts.length === 0) return { status: 'imported', records: [] };
  const count = accounts.length;
  const firstUserId = await reserveIds('user', count, FIRST_NEW_USER_ID);
  const createTime = new Date().toISOString();
  const manifest = stagedManifest({ jobId, importKind: 'user', firstIds: [firstUserId], count, createTime }, USER_GUARDS);
  const rows = accounts.map((account, index) => importedAccount(jobId, account, firstUserId + index));
  const { conflicts } = await runStagedWrite(
    manifest,
    accounts.map((account) => account.userCode),
    rows,
    onWritten,
    hooks,
  );
  return conflicts.length === 0
    ? { status: 'imported', records: rows.map((row) => row.record) }
    : { status: 'taken', indexes: conflicts.map((conflict) => conflict.index) };
}

/** The accounts import job `jobId` wrote, as stored now (for a recovery that completed it): its manifest's id block. */
export async function accountsOfImportJob(jobId: string): Promise<UserRecord[]> {
  const manifest = await readManifest(jobId);
  if (!manifest) return [];
  const found = await existingItems(Array.from({ length: manifest.count }, (_, index) => keys.user(manifest.firstIds[0]! + index)));
  return [...found.values()] as unknown as UserRecord[];
}
