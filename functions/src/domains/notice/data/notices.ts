import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { AppError, conflict, staleEdit } from '#kit/errors';
import { writeWithIndex } from '#kit/list-index';
import { noticeIndex } from './notice-listing';
import { indexRowOf, noticeRecordSchema, type NoticeRecord } from './notice-record';

export type { NoticeRecord } from './notice-record';

export const noticeNotFound = () => new AppError(ERROR_CODE.notFound, 'error.notice.notFound');

export async function getNotice(id: number): Promise<NoticeRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.notice(id), ConsistentRead: true }));
  return Item ? noticeRecordSchema.parse(Item) : undefined;
}

export async function requireNotice(id: number): Promise<NoticeRecord> {
  const notice = await getNotice(id);
  if (!notice) throw noticeNotFound();
  return notice;
}

const nextNoticeId = () => nextId('notice', 1);

const noticeItem = (notice: NoticeRecord) => ({ ...keys.notice(notice.id), kind: 'Notice', ...notice });

/** The record, its list row and the change-log item in one transaction, conditional on `condition`. */
function putWithIndex(
  notice: NoticeRecord,
  condition: { ConditionExpression: string; ExpressionAttributeValues?: Record<string, unknown> },
) {
  return writeWithIndex(noticeIndex, {
    items: [{ Put: { TableName: tableName(), Item: noticeItem(notice), ...condition } }],
    change: { rows: [indexRowOf(notice)] },
    onConditionFailed: () => conflict(),
  });
}

export type NewNotice = Omit<NoticeRecord, 'id' | 'version' | 'cancelFlg' | 'updateTime'>;

/** A new notice is published at once (cancelFlg '0'). */
export async function insertNotice(fields: NewNotice): Promise<NoticeRecord> {
  const notice: NoticeRecord = { ...fields, id: await nextNoticeId(), cancelFlg: '0', updateTime: fields.createTime, version: 1 };
  await putWithIndex(notice, { ConditionExpression: 'attribute_not_exists(pk)' });
  return notice;
}

export interface NoticeEdit {
  /** The version the caller's screen shows; absent, the edit applies to the latest record. */
  expectedVersion?: number | undefined;
  change: (notice: NoticeRecord) => Partial<NoticeRecord>;
}

const UNVERSIONED_ATTEMPTS = 3;

const unchanged = (notice: NoticeRecord, change: Partial<NoticeRecord>) =>
  Object.entries(change).every(([field, value]) => JSON.stringify(notice[field as keyof NoticeRecord]) === JSON.stringify(value));

/**
 * One edit, written conditional on the version it read. Asking for what is already there writes
 * nothing (a double click answers 200 once); a form or row older than the stored notice is refused
 * as stale, with the current notice.
 */
export async function editNotice(id: number, edit: NoticeEdit, now = new Date()): Promise<NoticeRecord> {
  for (let attempt = 1; ; attempt++) {
    const current = await requireNotice(id);
    const change = edit.change(current);
    if (unchanged(current, change)) return current;
    if (edit.expectedVersion !== undefined && edit.expectedVersion !== current.version) throw staleEdit(current);
    const next: NoticeRecord = { ...current, ...change, id, updateTime: now.toISOString(), version: current.version + 1 };
    try {
      await putWithIndex(next, { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': current.version } });
      return next;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ERROR_CODE.conflict) || attempt >= UNVERSIONED_ATTEMPTS) throw error;
    }
  }
}
