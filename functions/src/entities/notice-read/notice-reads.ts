import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';

/** The notices the account has opened (one GetItem). */
export async function readNoticeIds(userId: number): Promise<ReadonlySet<number>> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.noticeReads(userId), ProjectionExpression: 'ids' }));
  const ids = Item?.ids as Set<number> | undefined;
  return new Set([...(ids ?? [])].map(Number));
}

/** Marks one notice read: an atomic add to the account's set (repeating it changes nothing). */
export async function markNoticeRead(userId: number, noticeId: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.noticeReads(userId),
      UpdateExpression: 'ADD ids :id SET kind = :kind',
      ExpressionAttributeValues: { ':id': new Set([noticeId]), ':kind': 'NoticeReads' },
    }),
  );
}

/** Forgets what a deleted account had read. */
export async function forgetNoticeReads(userId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.noticeReads(userId) }));
}
