import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchGetAll, batchWrite } from '#kit/db/paging';
import { conflict } from '#kit/errors';

/** A main item (主项) of a project's engineering breakdown. */
export interface MainItem {
  code: string;
  name: string;
}

/** A factory object class (工厂对象分类): its code, name and type (pumps, valves, …). */
export interface FactoryClass {
  code: string;
  name: string;
  type: string;
}

export interface Breakdown {
  projectId: number;
  mainItems: MainItem[];
  classes: FactoryClass[];
  version: number;
}

type Entry = { k: 'm'; c: string; n: string } | { k: 'f'; c: string; n: string; t: string };

/** Entries per chunk item: 400 × (64 + 200 + 64 characters) stays far below DynamoDB's 400 KB item limit. */
const ENTRIES_PER_CHUNK = 400;
/** A breakdown is at most this many main items and classes (the chunks and the head fit one transaction). */
export const BREAKDOWN_MAX_ENTRIES = 5_000;

const empty = (projectId: number): Breakdown => ({ projectId, mainItems: [], classes: [], version: 0 });

/**
 * The live breakdown: the head names its version and chunk count, then one BatchGet of the chunks.
 * A replace that lands between the two reads leaves the old chunks behind for a moment only (they are
 * deleted after the switch), so a missing chunk means "read again".
 */
export async function getBreakdown(projectId: number): Promise<Breakdown> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { Item: head } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.auditBreakdown(projectId), ConsistentRead: true }),
    );
    if (!head) return empty(projectId);
    const version = Number(head.version);
    const count = Number(head.chunks);
    const items = await batchGetAll(
      Array.from({ length: count }, (_, index) => keys.auditBreakdownChunk(projectId, version, index)),
      { consistent: true },
    );
    if (items.length !== count) continue;
    const entries = items.sort((a, b) => String(a.sk).localeCompare(String(b.sk))).flatMap((item) => item.entries as Entry[]);
    return {
      projectId,
      version,
      mainItems: entries.flatMap((entry) => (entry.k === 'm' ? [{ code: entry.c, name: entry.n }] : [])),
      classes: entries.flatMap((entry) => (entry.k === 'f' ? [{ code: entry.c, name: entry.n, type: entry.t }] : [])),
    };
  }
  throw conflict();
}

/**
 * Replaces the project's breakdown in one transaction (the new chunks and the head's switch to them,
 * on the condition that nobody switched it since it was read), then removes the old chunks.
 * Readers see the old breakdown or the new one, never a mix.
 */
export async function replaceBreakdown(
  projectId: number,
  mainItems: readonly MainItem[],
  classes: readonly FactoryClass[],
): Promise<Breakdown> {
  const { Item: head } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.auditBreakdown(projectId), ConsistentRead: true }),
  );
  const previous = head ? { version: Number(head.version), chunks: Number(head.chunks) } : { version: 0, chunks: 0 };
  const version = previous.version + 1;
  const entries: Entry[] = [
    ...mainItems.map((item): Entry => ({ k: 'm', c: item.code, n: item.name })),
    ...classes.map((item): Entry => ({ k: 'f', c: item.code, n: item.name, t: item.type })),
  ];
  const parts = chunk(entries, ENTRIES_PER_CHUNK);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...parts.map((part, index) => ({
            Put: {
              TableName: tableName(),
              Item: { ...keys.auditBreakdownChunk(projectId, version, index), kind: 'AuditBreakdownChunk', entries: part },
            },
          })),
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.auditBreakdown(projectId),
                kind: 'AuditBreakdown',
                projectId,
                version,
                chunks: parts.length,
                mainItems: mainItems.length,
                classes: classes.length,
                updateTime: new Date().toISOString(),
              },
              ConditionExpression: head ? 'version = :previous' : 'attribute_not_exists(pk)',
              ...(head ? { ExpressionAttributeValues: { ':previous': previous.version } } : {}),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict();
    throw error;
  }
  const stale = Array.from({ length: previous.chunks }, (_, index) => ({
    DeleteRequest: { Key: keys.auditBreakdownChunk(projectId, previous.version, index) },
  }));
  for (const requests of chunk(stale, 25)) await batchWrite(requests);
  return { projectId, version, mainItems: [...mainItems], classes: [...classes] };
}

/** The distinct types of the breakdown's factory object classes, in first-seen order (list_type_class_code). */
export const typesOf = (breakdown: Breakdown): string[] => [...new Set(breakdown.classes.map((item) => item.type))];
