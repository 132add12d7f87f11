/**
 * The delivery benchmark's tags and what was delivered for them, written straight to the table by
 * BatchWriteItem as exactly the items the code writes: tags as `tagItem(newTagRecord(…))` with their
 * guards, each delivery record made by the routes' own steps (`emptyDelivery`, then `recounted` for the
 * values and documents saved, the submission, each review), the queue entries and their reviewers'
 * counts by `queueEntryPuts` (each count's ADD summed per reviewer), and
 * the roll-ups moved by `rollupUpdates` with the sum of what the records and the tags' classes add
 * (ADD, as every write does). The contracts' tag counts move by ADD as well. Not written: the document
 * revision items (`DELIVERYDOC#<tagId>`), which no measured call reads.
 *
 * Tags are drawn in order from one seeded stream, so the first 1,000 are a sample of the 50,000. What
 * was written is kept per tag (status, counts, first submission), to check every answer against.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { completeness, countDelivery, formatBeijingDateTime, type DeliveryCounts, type DeliveryStatus, type ItemState } from '@sddp/shared';
import { NO_REQUIREMENTS } from '#domains/delivery/data/delivery-view';
import { queueEntryPuts } from '#domains/delivery/data/review-queue';
import { emptyDelivery, recounted } from '#domains/delivery/data/tag-delivery-writes';
import { newTagRecord, tagItem, type ContractRecord, type TagRecord } from '#entities/device';
import { reserveIds } from '#entities/staged-import';
import { rollupUpdates, type RollupDelta, type TagDeliveryRecord, tagDeliveryKey } from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';
import { CLASSES, MAIN_ITEMS, REQUIREMENTS, reviewersFor, type DeliveryWorld } from './delivery-world';
import { randomSource } from './org-fixtures';

const DAY_MS = 86_400_000;
const REQUIRED = countDelivery(REQUIREMENTS, () => 'missing').required;

/**
 * Where a tag's delivery ends up: never touched, a draft, waiting at the first review step, passed on
 * to the owner's final review, sent back, or approved. A tag without a class stays untouched.
 */
const FATES = [
  ['untouched', 0.3],
  ['draft', 0.25],
  ['submitted', 0.17],
  ['forwarded', 0.05],
  ['rejected', 0.08],
  ['approved', 0.15],
] as const;
type Fate = (typeof FATES)[number][0];

/** What the checks need of a tag. */
export interface SeededTag {
  id: number;
  contractId: number;
  classCode: string;
  status: DeliveryStatus;
  counts: DeliveryCounts;
  firstSubmitted: boolean;
  firstOnTime: boolean;
}

export interface QueuedTag {
  sortKey: string;
  tagId: number;
  contractId: number;
  step: string;
}

export interface SeedTiming {
  tags: number;
  items: number;
  ms: number;
  itemsPerSecond: number;
}

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

function fateOf(random: () => number): Fate {
  let draw = random();
  for (const [fate, share] of FATES) {
    draw -= share;
    if (draw < 0) return fate;
  }
  return 'approved';
}

function valueOf(key: string, type: string, choices: readonly string[] | undefined, random: () => number, now: number): string {
  switch (type) {
    case 'number':
      return String(Math.round(random() * 100_000) / 100);
    case 'date':
      return new Date(now - Math.floor(random() * 300) * DAY_MS).toISOString().slice(0, 10);
    case 'choice':
      return pick(random, choices ?? ['']);
    default:
      return `${key}-${Math.floor(random() * 10_000)}`;
  }
}

export class DeliverySeeding {
  readonly tags: SeededTag[] = [];
  /** Every reviewer's queue, as written (sorted when asked). */
  readonly queues = new Map<number, QueuedTag[]>();
  private readonly random: () => number;
  private readonly cumulative: number[];
  private readonly now = Date.now();

  constructor(
    readonly world: DeliveryWorld,
    seed = 20_261_201,
  ) {
    this.random = randomSource(seed);
    let sum = 0;
    this.cumulative = world.weights.map((weight) => (sum += weight));
  }

  get size(): number {
    return this.tags.length;
  }

  private contractOf(draw: number): ContractRecord {
    const total = this.cumulative.at(-1)!;
    const index = this.cumulative.findIndex((upTo) => draw * total < upTo);
    return this.world.contracts[index === -1 ? this.world.contracts.length - 1 : index]!;
  }

  /** The tag's record after the steps its fate takes, through the routes' own record builders. */
  private deliver(tag: TagRecord, contract: ContractRecord, fate: Fate): TagDeliveryRecord | undefined {
    if (fate === 'untouched' || !tag.classCode) return undefined;
    const random = this.random;
    const supplier = this.world.supplierAccount.userCode;
    const share = fate === 'draft' ? 0.2 + random() * 0.7 : 1;
    const values: Record<string, string> = {};
    for (const property of REQUIREMENTS.properties)
      if ((property.required && random() < share) || (!property.required && random() < 0.4))
        values[property.key] = valueOf(property.key, property.type, property.choices, random, this.now);
    const files: TagDeliveryRecord['files'] = {};
    for (const document of REQUIREMENTS.documents)
      if (random() < share)
        files[document.key] = {
          revision: random() < 0.2 ? 2 : 1,
          fileName: `${document.key}-${tag.tagNumber}.pdf`,
          size: 50_000 + Math.floor(random() * 5_000_000),
          uploadedAt: new Date(this.now - Math.floor(random() * 150 * DAY_MS)).toISOString(),
          uploadedBy: supplier,
        };
    let record = recounted(emptyDelivery(tag, contract), { values, files }, REQUIREMENTS, supplier);
    const first = reviewersFor(this.world, contract, tag);
    if (fate === 'draft' || !first) return record;

    const submittedAt = new Date(this.now - Math.floor(random() * 120 * DAY_MS)).toISOString();
    record = recounted(
      record,
      {
        values,
        files,
        items: record.items,
        status: 'submitted',
        submittedAt,
        firstSubmittedAt: submittedAt,
        firstOnTime: contract.dueDate !== '' && formatBeijingDateTime(submittedAt).slice(0, 10) <= contract.dueDate,
        reviewStep: first.step,
        reviewers: first.userIds,
      },
      REQUIREMENTS,
      supplier,
    );
    if (fate === 'submitted') return record;

    const reviewed = { values, revisions: Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.revision])) };
    const items = { ...record.items };
    for (const key of Object.keys(items)) if (items[key]!.state === 'delivered') items[key] = { state: 'approved', comment: '' };
    if (fate === 'rejected') {
      const delivered = Object.keys(items).filter((key) => items[key]!.state === 'approved');
      for (let sent = 0; sent < 1 + Math.floor(random() * 3); sent++)
        items[pick(random, delivered)] = { state: 'rejected' as ItemState, comment: '资料不完整，请补充' };
      return recounted(
        record,
        { values, files, items, status: 'rejected', reviewStep: '', reviewers: [], reviewed },
        REQUIREMENTS,
        'DLVREVIEW',
      );
    }
    const next = first.step === '91' ? reviewersFor(this.world, contract, tag, '91') : undefined;
    record = recounted(
      record,
      {
        values,
        files,
        items,
        status: next ? 'submitted' : 'approved',
        reviewStep: next?.step ?? '',
        reviewers: next?.userIds ?? [],
        reviewed,
      },
      REQUIREMENTS,
      'DLVREVIEW',
    );
    if (fate === 'forwarded' || !next) return record;
    return recounted(
      record,
      { values, files, items, status: 'approved', reviewStep: '', reviewers: [], reviewed },
      REQUIREMENTS,
      'DLVOWNER',
    );
  }

  /**
   * Writes tags [size, to): `batch` tags at a time, their items by BatchWriteItem (16 batches of 25 in
   * flight), then the contracts' tag counts and the roll-ups, each by one ADD per contract.
   */
  async growTo(to: number, onProgress?: (written: number) => void): Promise<SeedTiming> {
    const started = performance.now();
    const from = this.size;
    const firstId = await reserveIds('deviceTag', to - from, 1);
    const createTime = new Date(this.now).toISOString();
    const added = new Map<number, { tags: number; delta: RollupDelta & { classTags: Record<string, number> } }>();
    const queueCounts = new Map<number, { update: NonNullable<TransactItem['Update']>; by: number }>();
    let items = 0;
    for (let start = from; start < to; start += 2_000) {
      const batch: Record<string, unknown>[] = [];
      for (let index = start; index < Math.min(to, start + 2_000); index++) {
        const random = this.random;
        const contract = this.contractOf(random());
        const mainItem = pick(random, MAIN_ITEMS).code;
        const factoryClass = random() < 0.05 ? undefined : pick(random, CLASSES);
        const fate = fateOf(random);
        const tagNumber = `${factoryClass?.code.split('-')[0] ?? 'X'}-${mainItem}-${String(index + 1).padStart(5, '0')}`;
        const tag = newTagRecord(
          firstId + index - from,
          contract,
          {
            tagNumber,
            itemName: factoryClass ? `${factoryClass.name}${(index % 9) + 1}` : '其他设备',
            pumpId: 0,
            equipmentType: 0,
            quantity: 1,
            mainItemCode: mainItem,
            classCode: factoryClass?.code ?? '',
          },
          createTime,
        );
        batch.push(tagItem(tag), { ...keys.deviceTagGuard(tag.projectId, tag.tagNumber), kind: 'Unique' });
        const record = this.deliver(tag, contract, fate);
        if (record) batch.push({ ...tagDeliveryKey(record), kind: 'TagDelivery', ...record });
        if (record?.status === 'submitted') {
          const written = queueEntryPuts(
            record.reviewers.map((userId) => ({
              userId,
              tagId: tag.id,
              contractId: contract.id,
              projectId: contract.projectId,
              step: record.reviewStep,
              submittedAt: record.submittedAt,
            })),
          );
          for (const { Put, Update } of written) {
            if (Update) {
              // The count's ADD, summed per reviewer and sent once after the batch.
              const userId = Number(String(Update.Key!.pk).split('#')[1]);
              const counted = queueCounts.get(userId) ?? { update: Update, by: 0 };
              counted.by += Number(Update.ExpressionAttributeValues![':by']);
              queueCounts.set(userId, counted);
              continue;
            }
            const item = Put!.Item!;
            batch.push(item);
            const queue = this.queues.get(Number(item.userId)) ?? [];
            queue.push({ sortKey: String(item.sk), tagId: tag.id, contractId: contract.id, step: record.reviewStep });
            this.queues.set(Number(item.userId), queue);
          }
        }
        const counts = record?.counts ?? countDelivery(tag.classCode ? REQUIREMENTS : NO_REQUIREMENTS, () => 'missing');
        this.tags.push({
          id: tag.id,
          contractId: contract.id,
          classCode: tag.classCode,
          status: record?.status ?? 'draft',
          counts,
          firstSubmitted: Boolean(record?.firstSubmittedAt),
          firstOnTime: record?.firstOnTime ?? false,
        });
        const entry = added.get(contract.id) ?? { tags: 0, delta: { classTags: {} } };
        entry.tags += 1;
        const delta = entry.delta;
        if (tag.classCode) delta.classTags[tag.classCode] = (delta.classTags[tag.classCode] ?? 0) + 1;
        if (record) {
          delta.delivered = (delta.delivered ?? 0) + record.counts.delivered;
          delta.approved = (delta.approved ?? 0) + record.counts.approved;
          delta.rejected = (delta.rejected ?? 0) + record.counts.rejected;
          delta.submittedTags = (delta.submittedTags ?? 0) + (record.status === 'submitted' ? 1 : 0);
          delta.approvedTags = (delta.approvedTags ?? 0) + (record.status === 'approved' ? 1 : 0);
          delta.everSubmittedTags = (delta.everSubmittedTags ?? 0) + (record.firstSubmittedAt ? 1 : 0);
          delta.onTimeTags = (delta.onTimeTags ?? 0) + (record.firstOnTime ? 1 : 0);
        }
        added.set(contract.id, entry);
      }
      await runLimited(chunk(batch, 25), 16, (requests) => batchWrite(requests.map((Item) => ({ PutRequest: { Item } }))));
      items += batch.length;
      onProgress?.(Math.min(to, start + 2_000));
    }
    for (const [contractId, { tags, delta }] of added) {
      const contract = this.world.contracts.find((candidate) => candidate.id === contractId)!;
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.deviceContract(contractId),
          UpdateExpression: 'ADD tagCount :tags',
          ExpressionAttributeValues: { ':tags': tags },
        }),
      );
      contract.tagCount += tags;
      for (const update of rollupUpdates({ projectId: contract.projectId, contractId, supplierId: contract.supplierId }, delta)) {
        await db().send(new UpdateCommand(update.Update! as ConstructorParameters<typeof UpdateCommand>[0]));
      }
    }
    for (const { update, by } of queueCounts.values()) {
      await db().send(
        new UpdateCommand({
          ...(update as ConstructorParameters<typeof UpdateCommand>[0]),
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':by': by },
        }),
      );
    }
    const ms = Math.round(performance.now() - started);
    return { tags: to - from, items, ms, itemsPerSecond: Math.round(items / (ms / 1000)) };
  }

  /** The contract's tags in id order, as the list answers them. */
  tagsOf(contractId: number): SeededTag[] {
    return this.tags.filter((tag) => tag.contractId === contractId).sort((a, b) => a.id - b.id);
  }

  /** What waits for the reviewer, oldest first. */
  queueOf(userId: number): QueuedTag[] {
    return [...(this.queues.get(userId) ?? [])].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  }

  /** A contract's delivery counts from its tags (not the roll-ups): what supplierContracts must answer. */
  contractCounts(contractId: number): { classifiedTags: number; counts: DeliveryCounts; completeness: number } {
    const tags = this.tags.filter((tag) => tag.contractId === contractId);
    const counts = {
      required: tags.filter((tag) => tag.classCode).length * REQUIRED,
      delivered: tags.reduce((sum, tag) => sum + tag.counts.delivered, 0),
      approved: tags.reduce((sum, tag) => sum + tag.counts.approved, 0),
      rejected: tags.reduce((sum, tag) => sum + tag.counts.rejected, 0),
    };
    return { classifiedTags: tags.filter((tag) => tag.classCode).length, counts, completeness: completeness(counts) };
  }

  /** The suggested scores of the main supplier from its tags (the rule of suggestedScores, not the roll-ups). */
  suggested(today: string) {
    const supplierId = this.world.mainSupplier.id;
    const contracts = new Map(this.world.contracts.filter((contract) => contract.supplierId === supplierId).map((c) => [c.id, c]));
    const tags = this.tags.filter((tag) => contracts.has(tag.contractId));
    let due = 0;
    let onTime = 0;
    for (const tag of tags) {
      const dueDate = contracts.get(tag.contractId)!.dueDate;
      if (dueDate === '') continue;
      if (dueDate < today ? tag.classCode !== '' : tag.firstSubmitted) due += 1;
      if (tag.firstOnTime) onTime += 1;
    }
    const required = tags.filter((tag) => tag.classCode).length * REQUIRED;
    const approved = tags.reduce((sum, tag) => sum + tag.counts.approved, 0);
    const delivered = tags.reduce((sum, tag) => sum + tag.counts.delivered, 0);
    const rejected = tags.reduce((sum, tag) => sum + tag.counts.rejected, 0);
    return {
      score1: due > 0 ? { value: Math.floor((100 * onTime) / due), onTime, due } : null,
      score3: required > 0 ? { value: completeness({ required, delivered, approved, rejected }), approved, required } : null,
    };
  }
}
