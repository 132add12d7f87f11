import { chunk, runLimited } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import { entryKey } from '#kit/list-index/writes';
import { DEVICE_CONTRACT_IMPORT } from '../device/device-import-kind';
import { orgIndex, publishImported, withdrawImported } from '../org/org-list-copy';
import { summaryOf } from '../org/org-record';
import { publishImportedUsers, userIndex, withdrawImportedUsers } from '../user/user-list-copy';
import type { UserRecord } from '../user/users';
import type { ImportManifest } from './manifest';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown>;

/**
 * What a staged import writes per row, as far as its rollback and completion need to know from the
 * manifest alone (docs/data-model.md A29, A36, UA2): the guards a staged code stands for (in the
 * order a step writes them), the records of row i, and how the rows enter or leave the lists.
 */
export interface StagedImportKind {
  guardsOf(code: string): Key[];
  recordsOf(manifest: ImportManifest, index: number): Key[];
  /** Every list the records enter: `items` are the job's records as written. */
  publish(items: readonly Item[]): Promise<void>;
  /** Takes rows a list repair may have listed out of the lists again. */
  withdraw(manifest: ImportManifest, rows: readonly number[]): Promise<void>;
}

const CONCURRENCY = 16;
const ofKind = (items: readonly Item[], kind: string) => items.filter((item) => item.kind === kind);

async function listedEntries(index: typeof orgIndex | typeof userIndex, ids: readonly number[]): Promise<Item[]> {
  const listed: Item[] = [];
  await runLimited(chunk(ids, 100), CONCURRENCY, async (part) => {
    listed.push(
      ...(await batchGetAll(
        part.map((id) => entryKey(index, id)),
        { consistent: true },
      )),
    );
  });
  return listed;
}

async function withdrawUsers(ids: readonly number[]): Promise<void> {
  const listed = await listedEntries(userIndex, ids);
  if (listed.length > 0) await withdrawImportedUsers(listed.map((entry) => ({ id: Number(entry.sk), version: Number(entry.version) })));
}

/** The supplier import: per row a supplier (its code guard) and its primary account (its login guard, the same code). */
const SUPPLIER: StagedImportKind = {
  guardsOf: (code) => [keys.orgCodeGuard(code), keys.userCodeGuard(code)],
  recordsOf: (manifest, index) => [keys.org(manifest.firstIds[0]! + index), keys.user(manifest.firstIds[1]! + index)],
  async publish(items) {
    await publishImported(ofKind(items, 'Org').map((item) => summaryOf(item)));
    await publishImportedUsers(ofKind(items, 'User') as unknown as UserRecord[]);
  },
  async withdraw(manifest, rows) {
    const listed = await listedEntries(
      orgIndex,
      rows.map((index) => manifest.firstIds[0]! + index),
    );
    if (listed.length > 0) await withdrawImported(listed.map((entry) => summaryOf(entry.row)));
    await withdrawUsers(rows.map((index) => manifest.firstIds[1]! + index));
  },
};

/** The user import: per row an account and its login guard. */
const USER: StagedImportKind = {
  guardsOf: (code) => [keys.userCodeGuard(code)],
  recordsOf: (manifest, index) => [keys.user(manifest.firstIds[0]! + index)],
  publish: (items) => publishImportedUsers(ofKind(items, 'User') as unknown as UserRecord[]),
  withdraw: (manifest, rows) => withdrawUsers(rows.map((index) => manifest.firstIds[0]! + index)),
};

/** A manifest written before the user import shared the machinery names no kind: a supplier import's. */
export const stagedKindOf = (manifest: Pick<ImportManifest, 'importKind'>): StagedImportKind =>
  manifest.importKind === 'user' ? USER : manifest.importKind === 'deviceContract' ? DEVICE_CONTRACT_IMPORT : SUPPLIER;
