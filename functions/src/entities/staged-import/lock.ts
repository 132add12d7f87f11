import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';

/**
 * The import lock: one item naming the job that holds it, so one supplier import runs at a time. It
 * lapses LOCK_SECONDS after the job's last renewal; a lapsed lock is the sign of a job that died
 * without its recovery having run (the caller recovers that job before taking the lock over).
 */
export const LOCK_SECONDS = 120;
const RENEW_EVERY_MS = 20_000;
const ATTEMPTS = 3;

export interface LockHolder {
  jobId: string | undefined;
  expiresAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const isLapsed = (holder: LockHolder) => holder.expiresAt < nowSeconds();

const ignoringConditionFailure = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
};

/** Takes the lock for this job; answers the holder instead when another job has it. */
export async function takeImportLock(jobId: string): Promise<LockHolder | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.stagedImportLock(), jobId, expiresAt: nowSeconds() + LOCK_SECONDS, kind: 'OrgImportLock' },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return undefined;
    } catch (error) {
      ignoringConditionFailure(error);
    }
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stagedImportLock(), ConsistentRead: true }));
    // Released between the two calls: try again.
    if (Item || attempt >= ATTEMPTS) return { jobId: Item?.jobId as string | undefined, expiresAt: Number(Item?.expiresAt ?? 0) };
  }
}

/** Whether a job holds the lock now (a lapsed lock belongs to a dead job, which recovery settles). */
export async function importRunning(): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stagedImportLock(), ConsistentRead: true }));
  return Boolean(Item) && !isLapsed({ jobId: Item?.jobId as string | undefined, expiresAt: Number(Item?.expiresAt ?? 0) });
}

/** Releases the lock if this job holds it (twice, or after a take-over, changes nothing). */
export async function releaseImportLock(jobId: string): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.stagedImportLock(),
        ConditionExpression: 'jobId = :job',
        ExpressionAttributeValues: { ':job': jobId },
      }),
    )
    .catch(ignoringConditionFailure);
}

/** Removes a lapsed lock as it was seen (a lock left by the import before jobs names no job). */
export async function releaseLapsedLock(holder: LockHolder): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.stagedImportLock(),
        ConditionExpression: 'expiresAt = :seen AND expiresAt < :now',
        ExpressionAttributeValues: { ':seen': holder.expiresAt, ':now': nowSeconds() },
      }),
    )
    .catch(ignoringConditionFailure);
}

async function renewImportLock(jobId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stagedImportLock(),
      UpdateExpression: 'SET expiresAt = :until',
      ConditionExpression: 'jobId = :job',
      ExpressionAttributeValues: { ':job': jobId, ':until': nowSeconds() + LOCK_SECONDS },
    }),
  );
}

/**
 * Renews the lock while the job works; answers the function that stops renewing. A renewal that
 * fails is left to the next one: a job whose lock was taken over has been stopped by that recovery
 * (its write lanes are gone), which is what ends its writing, not this timer.
 */
export function keepImportLock(jobId: string): () => void {
  const timer = setInterval(() => void renewImportLock(jobId).catch(() => undefined), RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
