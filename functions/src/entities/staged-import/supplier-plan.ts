import { ORG_TYPE } from '@sddp/shared';
import { chunk, runLimited } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import type { OrgContact } from '../org/org-record';

/** A row of the file: the supplier and the contact who becomes its primary account. */
export interface ImportRow extends OrgContact {
  row: number;
  orgCode: string;
  orgName: string;
  bpCode: string;
}

export interface ImportPlan {
  /** Rows whose code is new: they will be created. */
  create: ImportRow[];
  /** Rows whose code already names a supplier: left as they are (re-importing changes nothing). */
  unchanged: ImportRow[];
  /** Rows whose code names another organisation: one of another type, or one created while the import wrote. */
  otherKind: ImportRow[];
  /** New rows whose code is already another account's login: their primary account could not have it. */
  loginTaken: ImportRow[];
}

type Key = { pk: string; sk: string };

const READ_CONCURRENCY = 8;

export const hasProblems = (plan: ImportPlan) => plan.otherKind.length > 0 || plan.loginTaken.length > 0;

/**
 * Which rows are new: BatchGetItem on the code guards (100 a call), then at once the existing
 * organisations' types and the login guards of the new codes (each becomes its primary account's login).
 */
export async function planImport(rows: readonly ImportRow[]): Promise<ImportPlan> {
  const orgGuards = await existingItems(rows.map((row) => keys.orgCodeGuard(row.orgCode)));
  const guardOf = (row: ImportRow) => orgGuards.get(keys.orgCodeGuard(row.orgCode).pk);
  const candidates = rows.filter((row) => guardOf(row) === undefined);
  const ids = [...new Set([...orgGuards.values()].map((guard) => Number(guard.orgId)))];
  const [orgs, loginGuards] = await Promise.all([
    existingItems(ids.map((id) => keys.org(id))),
    existingItems(candidates.map((row) => keys.userCodeGuard(row.orgCode))),
  ]);
  const typeOf = (guard: Record<string, unknown>) => orgs.get(keys.org(Number(guard.orgId)).pk)?.orgType;

  const plan: ImportPlan = { create: [], unchanged: [], otherKind: [], loginTaken: [] };
  for (const row of rows) {
    const guard = guardOf(row);
    if (guard === undefined) (loginGuards.has(keys.userCodeGuard(row.orgCode).pk) ? plan.loginTaken : plan.create).push(row);
    else if (typeOf(guard) === ORG_TYPE.supplier) plan.unchanged.push(row);
    else plan.otherKind.push(row);
  }
  return plan;
}

/** The items that exist among these keys, by pk (consistent BatchGetItem, 100 keys a call). */
export async function existingItems(keyList: readonly Key[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  await runLimited(chunk(keyList, 100), READ_CONCURRENCY, async (batch) => {
    for (const item of await batchGetAll(batch, { consistent: true })) found.set(String(item.pk), item);
  });
  return found;
}
