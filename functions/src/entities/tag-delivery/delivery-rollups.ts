import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryCounts } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';

/**
 * Delivery roll-ups (docs/data-model.md "Digital delivery"): per contract, per supplier in a project, and
 * per project, kept current by every write that changes what they count, in the same transaction, so a
 * read is one GetItem however many tags there are. They hold
 * - how many tags have each factory object class (`class#<code>` attributes): the required items are
 *   these times what each class requires now, so a requirements edit moves every total at once;
 * - the delivered, approved and rejected required items, and the tags submitted and approved;
 * - the tags ever submitted, and those first submitted by their contract's due date (timeliness).
 */
export interface RollupScope {
  projectId: number;
  contractId: number;
  supplierId: number;
}

/** What a write adds to (or, negative, takes from) the roll-ups of its scope. */
export interface RollupDelta {
  classTags?: Readonly<Record<string, number>>;
  delivered?: number;
  approved?: number;
  rejected?: number;
  submittedTags?: number;
  approvedTags?: number;
  /** Tags submitted at least once, and of those the ones first submitted by their contract's due date. */
  everSubmittedTags?: number;
  onTimeTags?: number;
}

export interface Rollup {
  classTags: Record<string, number>;
  delivered: number;
  approved: number;
  rejected: number;
  submittedTags: number;
  approvedTags: number;
  everSubmittedTags: number;
  onTimeTags: number;
}

const CLASS_PREFIX = 'class#';
const COUNTS = ['delivered', 'approved', 'rejected', 'submittedTags', 'approvedTags', 'everSubmittedTags', 'onTimeTags'] as const;

export const rollupKey = {
  contract: (scope: RollupScope) => keys.deliveryRollup(scope.projectId, `CONTRACT#${scope.contractId}`),
  supplier: (scope: RollupScope) => keys.deliveryRollup(scope.projectId, `SUPPLIER#${scope.supplierId}`),
  project: (projectId: number) => keys.deliveryRollup(projectId, 'PROJECT'),
};

const scopeKeys = (scope: RollupScope) => [rollupKey.contract(scope), rollupKey.supplier(scope), rollupKey.project(scope.projectId)];

/** The delta as one ADD per attribute; undefined when it changes nothing. */
function addExpression(delta: RollupDelta) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts: string[] = [];
  const add = (attribute: string, amount: number) => {
    if (amount === 0) return;
    const index = parts.length;
    names[`#a${index}`] = attribute;
    values[`:v${index}`] = amount;
    parts.push(`#a${index} :v${index}`);
  };
  for (const [classCode, amount] of Object.entries(delta.classTags ?? {})) add(`${CLASS_PREFIX}${classCode}`, amount);
  for (const count of COUNTS) add(count, delta[count] ?? 0);
  return parts.length === 0
    ? undefined
    : { UpdateExpression: `ADD ${parts.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** The updates that add `delta` to the contract's, the supplier's and the project's roll-ups (none when it is empty). */
export function rollupUpdates(scope: RollupScope, delta: RollupDelta): TransactItem[] {
  const expression = addExpression(delta);
  if (!expression) return [];
  return scopeKeys(scope).map((Key) => ({ Update: { TableName: tableName(), Key, ...expression } }));
}

/** The delta between what a tag counted before a write and after it. */
export function countsDelta(before: DeliveryCounts, after: DeliveryCounts): RollupDelta {
  return {
    delivered: after.delivered - before.delivered,
    approved: after.approved - before.approved,
    rejected: after.rejected - before.rejected,
  };
}

/** Several deltas as one (a step of several tags). */
export function addDeltas(...deltas: readonly RollupDelta[]): RollupDelta {
  const classTags: Record<string, number> = {};
  const sum = Object.fromEntries(COUNTS.map((count) => [count, 0])) as Record<(typeof COUNTS)[number], number>;
  for (const delta of deltas) {
    for (const [classCode, amount] of Object.entries(delta.classTags ?? {})) classTags[classCode] = (classTags[classCode] ?? 0) + amount;
    for (const count of COUNTS) sum[count] += delta[count] ?? 0;
  }
  return { classTags, ...sum };
}

/** A tag moving from one class to another ('' for none). */
export function classMove(before: string, after: string): RollupDelta {
  if (before === after) return {};
  return { classTags: { ...(before ? { [before]: -1 } : {}), ...(after ? { [after]: 1 } : {}) } };
}

const toRollup = (item: Record<string, unknown> | undefined): Rollup => {
  const classTags: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith(CLASS_PREFIX) && Number(value) !== 0) classTags[name.slice(CLASS_PREFIX.length)] = Number(value);
  return {
    classTags,
    ...(Object.fromEntries(COUNTS.map((count) => [count, Number(item?.[count] ?? 0)])) as Record<(typeof COUNTS)[number], number>),
  };
};

export async function getRollup(key: { pk: string; sk: string }): Promise<Rollup> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return toRollup(Item);
}

/** Several roll-ups at once (a supplier's contracts), in the order asked. */
export async function getRollups(wanted: readonly { pk: string; sk: string }[]): Promise<Rollup[]> {
  const items = await batchGetAll([...wanted], { consistent: true });
  const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  return wanted.map((key) => toRollup(byKey.get(`${key.pk}|${key.sk}`)));
}

/** The tags of a roll-up that have a class (the others require nothing). */
export const classifiedTagsOf = (rollup: Rollup): number => Object.values(rollup.classTags).reduce((sum, tags) => sum + tags, 0);

/** A roll-up's required items: the tags of each class times what the class requires now. */
export const requiredOf = (rollup: Rollup, requiredPerClass: ReadonlyMap<string, number>): number =>
  Object.entries(rollup.classTags).reduce((sum, [classCode, tags]) => sum + tags * (requiredPerClass.get(classCode) ?? 0), 0);
