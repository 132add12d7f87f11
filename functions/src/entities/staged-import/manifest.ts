import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchWrite, queryAll } from '#kit/db/paging';
import { movePhase as movePhaseOf } from '#kit/db/phase';
import { backoff, isTransientConflict } from '#kit/db/transact';
import { busy } from '#kit/errors';

/**
 * What a staged import job (the supplier import, the user import) will write, recorded before its
 * first write (docs/data-model.md A29, UA2):
 * the id blocks it reserved, the codes (in chunks), and one lane item per writer that its write
 * transactions check. The phase says which way a recovery goes: before `committed` everything the
 * manifest names is deleted; from `committed` on the import is completed.
 */
export type ImportPhase = 'staged' | 'writing' | 'committed' | 'published' | 'rollingBack' | 'rolledBack';

export interface ImportManifest {
  jobId: string;
  phase: ImportPhase;
  /** What a row writes (staged-import-kinds.ts); absent: a supplier import. */
  importKind?: 'supplier' | 'user' | 'deviceContract';
  /** A device contract import's: its first `contracts` rows are contracts, the rest tag numbers. */
  contracts?: number;
  /**
   * The first id of each id block the import reserved, in its kind's order (kinds.ts): a supplier
   * import's organisations then accounts (row i is organisation firstIds[0] + i and account
   * firstIds[1] + i), a user import's accounts, a device contract import's contracts then tag numbers.
   */
  firstIds: number[];
  count: number;
  lanes: number;
  createTime: string;
}

/** Staging items stay under 100 KB (DynamoDB's limit is 400 KB), counting each code as JSON would: quotes and a comma. */
const CHUNK_BYTES = 90_000;
const BYTES_PER_CODE_BEYOND_ITS_OWN = 3;
/** A finished manifest answers repeated recoveries for this long, then expires (TTL). */
const KEEP_FINISHED_SECONDS = 30 * 24 * 3600;
const LANE_ATTEMPTS = 12;

export const isFinished = (phase: ImportPhase) => phase === 'published' || phase === 'rolledBack';
const finishedExpiry = () => Math.floor(Date.now() / 1000) + KEEP_FINISHED_SECONDS;

/** The codes in consecutive chunks of at most CHUNK_BYTES. */
export function codeChunks(codes: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const code of codes) {
    const size = Buffer.byteLength(code, 'utf8') + BYTES_PER_CODE_BEYOND_ITS_OWN;
    if (current.length > 0 && bytes + size > CHUNK_BYTES) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(code);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The manifest, phase `staged` (a job id is used once); its chunks and lanes follow (writeStaging). */
export async function writeManifest(manifest: ImportManifest): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.stagedImportManifest(manifest.jobId), kind: 'OrgImportManifest', ...manifest },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * The finished manifest of a job that stopped before staging anything: it names nothing, and a
 * process of that job still alive cannot stage after it (writeManifest is conditional on none
 * existing). False when a manifest exists.
 */
export async function writeEmptyManifest(jobId: string): Promise<boolean> {
  const manifest: ImportManifest = {
    jobId,
    phase: 'rolledBack',
    firstIds: [],
    count: 0,
    lanes: 0,
    createTime: new Date().toISOString(),
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.stagedImportManifest(jobId), kind: 'OrgImportManifest', ...manifest, expiresAt: finishedExpiry() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function writeStaging(manifest: ImportManifest, codes: readonly string[]): Promise<void> {
  let first = 0;
  const chunkItems = codeChunks(codes).map((part, index) => {
    const item = { ...keys.stagedImportChunk(manifest.jobId, index), kind: 'OrgImportChunk', first, codes: part };
    first += part.length;
    return item;
  });
  const laneItems = Array.from({ length: manifest.lanes }, (_, lane) => ({
    ...keys.stagedImportLane(manifest.jobId, lane),
    kind: 'OrgImportLane',
  }));
  for (const batch of chunk([...chunkItems, ...laneItems], 25)) await batchWrite(batch.map((Item) => ({ PutRequest: { Item } })));
}

export async function readManifest(jobId: string): Promise<ImportManifest | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stagedImportManifest(jobId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, kind: _kind, expiresAt: _expiresAt, firstOrgId, firstUserId, ...manifest } = Item;
  // Written before the id blocks were named per kind: a first organisation id and a first account id.
  if (manifest.firstIds === undefined) manifest.firstIds = manifest.importKind === 'user' ? [firstUserId] : [firstOrgId, firstUserId];
  return manifest as ImportManifest;
}

/** Moves the phase if it is one of `from`; false when it is not (another process moved it). */
export const movePhase = (jobId: string, to: ImportPhase, from: readonly ImportPhase[]): Promise<boolean> =>
  movePhaseOf(keys.stagedImportManifest(jobId), to, from, isFinished(to) ? finishedExpiry() : undefined);

const stagingItems = (jobId: string, prefix?: string) =>
  queryAll({
    TableName: tableName(),
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.stagedImportManifest(jobId).pk, ...(prefix ? { ':prefix': prefix } : {}) },
    ConsistentRead: true,
  });

/** The staged codes by row index; a chunk a crash kept from being written leaves its rows undefined. */
export async function readStagedCodes(manifest: ImportManifest): Promise<Array<string | undefined>> {
  const codes: Array<string | undefined> = Array.from({ length: manifest.count }, () => undefined);
  for (const item of await stagingItems(manifest.jobId, keys.stagedImportChunkPrefix())) {
    (item.codes as string[]).forEach((code, index) => (codes[Number(item.first) + index] = code));
  }
  return codes;
}

/**
 * Deletes the lanes: a write transaction of this job checks its lane, so none lands after this. A
 * delete that meets a transaction still in flight on the lane waits for it (a transaction conflict).
 */
export async function stopLanes(manifest: ImportManifest): Promise<void> {
  await runLimited(
    Array.from({ length: manifest.lanes }, (_, lane) => lane),
    8,
    async (lane) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.stagedImportLane(manifest.jobId, lane) }));
          return;
        } catch (error) {
          if (!isTransientConflict(error)) throw error;
          if (attempt >= LANE_ATTEMPTS) throw busy(error);
          await backoff(attempt);
        }
      }
    },
  );
}

/** Every staging item but the manifest (chunks, lanes; also any a late write of a stopped process left). */
export async function clearStaging(jobId: string): Promise<void> {
  const items = (await stagingItems(jobId)).filter((item) => item.sk !== keys.stagedImportManifest(jobId).sk);
  for (const batch of chunk(items, 25)) await batchWrite(batch.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
}
