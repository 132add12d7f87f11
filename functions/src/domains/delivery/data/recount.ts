import type { ClassRequirements } from '@sddp/shared';
import {
  addDeltas,
  countsDelta,
  listClassRequirements,
  rollupUpdates,
  tagDeliveryKey,
  tagDeliveryRecordSchema,
  type TagDeliveryRecord,
} from '#entities/tag-delivery';
import { tableName } from '#kit/db/client';
import { chunk } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryPages } from '#kit/db/paging';
import { transactWrite } from '#kit/db/transact';
import { nowIso } from '#kit/time';
import { NO_REQUIREMENTS } from './delivery-view';
import { countsOf, reviewedItems } from './item-states';
import { workbookUnlocked } from './workbook-lock';

/** Records per transaction: theirs, three roll-ups, the contract's lock check. */
const RECORDS_PER_STEP = 25;
const ATTEMPTS = 5;

type Items = TagDeliveryRecord['items'];
/** The same items in the same states with the same comments (a stored map comes back in any order). */
const sameItems = (left: Items, right: Items) =>
  Object.keys(left).length === Object.keys(right).length &&
  Object.entries(left).every(([key, item]) => right[key]?.state === item.state && right[key]?.comment === item.comment);
const sameCounts = (left: TagDeliveryRecord['counts'], right: TagDeliveryRecord['counts']) =>
  left.required === right.required &&
  left.delivered === right.delivered &&
  left.approved === right.approved &&
  left.rejected === right.rejected;

/** The record counted against the requirements now, or undefined when that changes nothing. */
function recountOf(record: TagDeliveryRecord, requirements: ClassRequirements, by: string): TagDeliveryRecord | undefined {
  const items = reviewedItems(requirements, record, record);
  const counts = countsOf(requirements, items);
  if (sameItems(items, record.items) && sameCounts(counts, record.counts)) return undefined;
  return { ...record, items, counts, version: record.version + 1, updateTime: nowIso(), updatedBy: by };
}

/**
 * Writes the recounts of one contract's records, a step at a time, each on its version with the step's
 * roll-up delta; a step refused (a writer got there first, or a workbook import holds the contract) is
 * read again and recounted, since a delivery write counts against the requirements now anyway.
 */
async function writeRecounts(records: readonly TagDeliveryRecord[], requirements: ClassRequirements, by: string): Promise<number> {
  let written = 0;
  for (const step of chunk(records, RECORDS_PER_STEP)) {
    let current = step;
    for (let attempt = 1; ; attempt++) {
      const moves = current.flatMap((before) => {
        const after = recountOf(before, requirements, by);
        return after ? [{ before, after }] : [];
      });
      if (moves.length === 0) break;
      const { projectId, contractId, supplierId } = moves[0]!.before;
      try {
        await transactWrite([
          ...moves.map(({ before, after }) => ({
            Put: {
              TableName: tableName(),
              Item: { ...tagDeliveryKey(after), kind: 'TagDelivery', ...after },
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': before.version },
            },
          })),
          ...rollupUpdates(
            { projectId, contractId, supplierId },
            addDeltas(...moves.map((move) => countsDelta(move.before.counts, move.after.counts))),
          ),
          workbookUnlocked(contractId),
        ]);
        written += moves.length;
        break;
      } catch (error) {
        if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
        const found = await batchGetAll(
          current.map((record) => tagDeliveryKey(record)),
          { consistent: true },
        );
        current = found.map((item) => tagDeliveryRecordSchema.parse(item)).filter((record) => record.classCode === step[0]!.classCode);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
  return written;
}

/**
 * Counts every delivery record of the classes of a project again, against what each requires now (after
 * their requirements changed): items no longer required stop counting, newly required ones count as
 * missing (or delivered, when the tag already has them), and the roll-ups move by the difference. One pass
 * through the project's delivery records, whatever the number of classes; repeating it changes nothing.
 * The records written.
 */
export async function recountClasses(projectId: number, classCodes: readonly string[], by: string): Promise<number> {
  const wanted = new Set(classCodes);
  const stored = await listClassRequirements(projectId);
  const requirementsOf = new Map(
    stored.map((record) => [record.classCode, { properties: record.properties, documents: record.documents }]),
  );
  let written = 0;
  for await (const page of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.deliveryPartition(projectId), ':prefix': keys.tagDeliveriesPrefix() },
  })) {
    const groups = new Map<string, TagDeliveryRecord[]>();
    for (const record of page.map((item) => tagDeliveryRecordSchema.parse(item))) {
      if (!wanted.has(record.classCode)) continue;
      const group = `${record.contractId}#${record.classCode}`;
      groups.set(group, [...(groups.get(group) ?? []), record]);
    }
    for (const records of groups.values())
      written += await writeRecounts(records, requirementsOf.get(records[0]!.classCode) ?? NO_REQUIREMENTS, by);
  }
  return written;
}
