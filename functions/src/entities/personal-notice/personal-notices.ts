import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { PERSONAL_NOTICE_ID_PATTERN, PERSONAL_NOTICE_KINDS, personalNoticeTargetSchema } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import { DAY_MS, epochSeconds } from '#kit/time';

/**
 * Notices the server writes for one account (docs/data-model.md "Notices", NO6–NO9): a tag waits for
 * the account's review, a tag of its organisation was sent back or approved. One item per notice in the
 * account's partition, sorted by when it was written; while unread it is also in the account's sparse
 * gsi2 partition, which the bell counts. Kept PERSONAL_NOTICE_DAYS (TTL), read or not.
 */
export const PERSONAL_NOTICE_DAYS = 90;
/** The bell counts unread personal notices up to this many (it shows 99+ past 99 anyway): one bounded Query. */
export const PERSONAL_UNREAD_CAP = 100;

const paramsSchema = z.object({
  tagId: z.number(),
  tagNumber: z.string(),
  contractId: z.number(),
  contractNo: z.string(),
  contractName: z.string(),
  projectId: z.number(),
  /** The review step a reviewWaiting notice names ('91', '90'); '' for the others. */
  step: z.string(),
  /** How many items an itemsReturned notice says were sent back; 0 for the others. */
  count: z.number(),
});

const noticeSchema = z.object({
  userId: z.number(),
  noticeKind: z.enum(PERSONAL_NOTICE_KINDS),
  /** What happened, unique per account and time (tag, delivery version, kind): with createTime, the notice's id. */
  event: z.string(),
  /** When it happened (ISO, UTC): the delivery record's updateTime, so writing the notice again writes the same item. */
  createTime: z.string(),
  params: paramsSchema,
  target: personalNoticeTargetSchema,
});
export type PersonalNotice = z.infer<typeof noticeSchema>;

const storedSchema = z.extend(noticeSchema, { id: z.string(), read: z.boolean() });
export type StoredPersonalNotice = z.infer<typeof storedSchema>;

/** The id the reader names a notice by: when it was written, then what happened. */
export const personalNoticeIdOf = (notice: Pick<PersonalNotice, 'createTime' | 'event'>) => `${notice.createTime}#${notice.event}`;

function noticeItem(notice: PersonalNotice): Record<string, unknown> {
  const valid = noticeSchema.parse(notice);
  const id = personalNoticeIdOf(valid);
  // The reader opens a notice by this id: one it could not name is never written.
  if (!PERSONAL_NOTICE_ID_PATTERN.test(id)) throw new Error(`personal notice id out of pattern: ${id}`);
  return {
    ...keys.personalNotice(valid.userId, id),
    gsi2pk: keys.unreadPersonalNotices(valid.userId),
    gsi2sk: id,
    kind: 'PersonalNotice',
    ...valid,
    id,
    read: false,
    expiresAt: epochSeconds(new Date(Date.parse(valid.createTime) + PERSONAL_NOTICE_DAYS * DAY_MS)),
  };
}

const BATCH = 25;

/**
 * Writes the notices, 25 to a BatchWriteItem. Ids are made from the event, so a notice written twice is
 * one item (written again unread, which only a retry of the same write can do, moments after the first).
 */
export async function sendPersonalNotices(notices: readonly PersonalNotice[]): Promise<void> {
  const items = [...new Map(notices.map((notice) => [`${notice.userId}|${personalNoticeIdOf(notice)}`, noticeItem(notice)])).values()];
  const batches: Promise<void>[] = [];
  for (let start = 0; start < items.length; start += BATCH)
    batches.push(batchWrite(items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }))));
  await Promise.all(batches);
}

/**
 * The account's notices, newest first: `limit` of them, older than `cursor` when given (one Query of
 * limit + 1 items). `cursor` in the answer is the last row's id when older ones remain, else ''.
 */
export async function personalNoticesOf(
  userId: number,
  limit: number,
  cursor?: string,
): Promise<{ notices: StoredPersonalNotice[]; cursor: string }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.personalNotices(userId) },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(cursor ? { ExclusiveStartKey: keys.personalNotice(userId, cursor) } : {}),
    }),
  );
  const notices = Items.slice(0, limit).map((item) => storedSchema.parse(item));
  return { notices, cursor: Items.length > limit ? notices[notices.length - 1]!.id : '' };
}

/** How many of the account's notices are unread, up to PERSONAL_UNREAD_CAP: one Query of its sparse gsi2 partition. */
export async function unreadPersonalNoticeCount(userId: number): Promise<number> {
  const { Count = 0 } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.unreadPersonalNotices(userId) },
      Select: 'COUNT',
      Limit: PERSONAL_UNREAD_CAP,
    }),
  );
  return Count;
}

/** Marks one of the account's notices read (out of its unread partition); undefined when the account has no such notice. */
export async function markPersonalNoticeRead(userId: number, id: string): Promise<StoredPersonalNotice | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.personalNotice(userId, id),
        UpdateExpression: 'SET #read = :read REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':read': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedSchema.parse(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
