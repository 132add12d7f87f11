import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentRevisionSchema, type DocumentRevision } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';

/**
 * Every upload of a document is a revision of its own (docs/data-model.md "Digital delivery"): a number
 * taken from the document's counter, an item written before the browser uploads (pending), and an object
 * key of its own, so no upload can replace an earlier one. Confirming the upload marks it stored.
 */
const storedSchema = z.extend(documentRevisionSchema, {
  tagId: z.number(),
  documentKey: z.string(),
  objectKey: z.string(),
  state: z.enum(['pending', 'stored']),
});
export type StoredRevision = z.infer<typeof storedSchema>;

const counterKey = (tagId: number, documentKey: string) => keys.documentRevision(tagId, documentKey, 0);

/** The next revision number of the document: an atomic ADD on its counter. */
export async function nextRevision(tagId: number, documentKey: string): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(tagId, documentKey),
      UpdateExpression: 'ADD revisions :one SET kind = :kind',
      ExpressionAttributeValues: { ':one': 1, ':kind': 'DocumentRevisionCounter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.revisions);
}

/** Object keys name the project, the tag, the document and the revision; the file's own name only as its last part. */
export const revisionObjectKey = (projectId: number, tagId: number, documentKey: string, revision: number, fileName: string) =>
  `delivery/${projectId}/${tagId}/${documentKey}/${revision}/${fileName.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_').slice(-120)}`;

export async function putPendingRevision(revision: StoredRevision): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.documentRevision(revision.tagId, revision.documentKey, revision.revision), kind: 'DocumentRevision', ...revision },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getRevision(tagId: number, documentKey: string, revision: number): Promise<StoredRevision | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.documentRevision(tagId, documentKey, revision), ConsistentRead: true }),
  );
  return Item ? storedSchema.parse(Item) : undefined;
}

/** Marks a pending revision stored, in the transaction that makes it the document's current one. */
export const storeRevisionItem = (revision: StoredRevision): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.documentRevision(revision.tagId, revision.documentKey, revision.revision),
    UpdateExpression: 'SET #state = :stored',
    ConditionExpression: '#state = :pending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':stored': 'stored', ':pending': 'pending' },
  },
});

/** The stored revisions of one document, newest first (pending uploads never confirmed are left out). */
export async function storedRevisions(tagId: number, documentKey: string): Promise<StoredRevision[]> {
  const first = keys.documentRevision(tagId, documentKey, 1);
  const last = keys.documentRevision(tagId, documentKey, 9_999_999_999);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk, ':last': last.sk },
    ScanIndexForward: false,
  });
  return items.map((item) => storedSchema.parse(item)).filter((revision) => revision.state === 'stored');
}

export const publicRevision = ({ revision, fileName, size, uploadedAt, uploadedBy }: StoredRevision): DocumentRevision => ({
  revision,
  fileName,
  size,
  uploadedAt,
  uploadedBy,
});
