import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobKind, JobProgress } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { gsi1Pages } from '#kit/db/paging';
import type { JobInputs, JobResults } from './job-kinds';
import { NO_PROGRESS, type JobError, type JobOwner, type JobRecord } from './job-record';

/**
 * The job records (docs/data-model.md A32–A35): one item per job; while unfinished it is listed on
 * gsi1 for the recovery pass. Every write after the claim is conditional on the claim, so a worker
 * whose job was taken over (it was thought dead) can no longer change it.
 */
const KEEP_SECONDS = 7 * 24 * 3600;
const PROGRESS_FIELDS = ['phase', 'total', 'read', 'checked', 'written'] as const;

/** Attribute names as placeholders: state, result, error, input … are reserved words. */
const named = (...fields: string[]) => Object.fromEntries(fields.map((field) => [`#${field}`, field]));

function recordOf(item: Record<string, unknown>): JobRecord {
  return {
    id: String(item.id),
    kind: item.jobKind as JobKind,
    state: item.state as JobRecord['state'],
    progress: Object.fromEntries(PROGRESS_FIELDS.map((field) => [field, item[field] ?? NO_PROGRESS[field]])) as JobProgress,
    owner: item.owner as JobOwner,
    input: item.input as never,
    ...(item.result !== undefined ? { result: item.result as never } : {}),
    ...(item.error !== undefined ? { error: item.error as JobError } : {}),
    createdAt: String(item.createdAt),
    heartbeatAt: Number(item.heartbeatAt),
    ...(item.claim !== undefined ? { claim: String(item.claim) } : {}),
  } as JobRecord;
}

export async function createJob<K extends JobKind>(kind: K, owner: JobOwner, input: JobInputs[K], now = new Date()): Promise<JobRecord> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const item = {
    ...keys.job(id),
    gsi1pk: keys.unfinishedJobs(),
    gsi1sk: keys.unfinishedJobSortKey(createdAt, id),
    kind: 'Job',
    id,
    jobKind: kind,
    state: 'queued',
    ...NO_PROGRESS,
    owner,
    ownerId: owner.userId,
    input,
    createdAt,
    heartbeatAt: now.getTime(),
    expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return recordOf(item);
}

export async function getJob(id: string): Promise<JobRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id), ConsistentRead: true }));
  return Item ? recordOf(Item) : undefined;
}

/** An update that is refused (undefined) when its condition fails, instead of throwing. */
async function updateIf(id: string, update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.job(id), ReturnValues: 'ALL_NEW', ...update }),
    );
    return Attributes ? recordOf(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** queued → running under a new claim; undefined when the job is not queued (already taken, finished, or unknown). */
export function claimJob(id: string, now = new Date()): Promise<JobRecord | undefined> {
  return updateIf(id, {
    UpdateExpression: 'SET #state = :running, #claim = :claim, #heartbeatAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND #state = :queued',
    ExpressionAttributeNames: named('state', 'claim', 'heartbeatAt'),
    ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':claim': randomUUID(), ':now': now.getTime() },
  });
}

/**
 * Takes an interrupted job over for recovery: a new claim, if nobody wrote it since it was read (same
 * state, heartbeat and claim). The worker that held it, should it still be alive, loses its writes.
 */
export function takeOverJob(job: JobRecord, now = new Date()): Promise<JobRecord | undefined> {
  return updateIf(job.id, {
    UpdateExpression: 'SET #state = :running, #claim = :claim, #heartbeatAt = :now',
    ConditionExpression: `#state = :seenState AND #heartbeatAt = :seenBeat AND ${job.claim ? '#claim = :seenClaim' : 'attribute_not_exists(#claim)'}`,
    ExpressionAttributeNames: named('state', 'claim', 'heartbeatAt'),
    ExpressionAttributeValues: {
      ':running': 'running',
      ':claim': randomUUID(),
      ':now': now.getTime(),
      ':seenState': job.state,
      ':seenBeat': job.heartbeatAt,
      ...(job.claim ? { ':seenClaim': job.claim } : {}),
    },
  });
}

const CLAIMED = '#state = :running AND #claim = :claim';

/** The progress and a heartbeat; false when the claim is no longer this worker's. */
export async function saveProgress(id: string, claim: string, progress: JobProgress, now = new Date()): Promise<boolean> {
  const saved = await updateIf(id, {
    UpdateExpression: `SET ${PROGRESS_FIELDS.map((field) => `#${field} = :${field}`).join(', ')}, #heartbeatAt = :now`,
    ConditionExpression: CLAIMED,
    ExpressionAttributeNames: named(...PROGRESS_FIELDS, 'heartbeatAt', 'state', 'claim'),
    ExpressionAttributeValues: {
      ...Object.fromEntries(PROGRESS_FIELDS.map((field) => [`:${field}`, progress[field]])),
      ':now': now.getTime(),
      ':running': 'running',
      ':claim': claim,
    },
  });
  return saved !== undefined;
}

type Ending = { state: 'done'; result: JobResults[JobKind] } | { state: 'failed'; error: JobError };

/**
 * The end of a job: done with its result or failed with its error, out of the unfinished list.
 * Conditional on the claim (or, with none, on the job still being queued: a hand-over that failed).
 */
export async function endJob(
  id: string,
  claim: string | undefined,
  ending: Ending,
  progress?: JobProgress,
  now = new Date(),
): Promise<boolean> {
  const outcome = ending.state === 'done' ? 'result' : 'error';
  const progressFields = progress ? PROGRESS_FIELDS : [];
  const ended = await updateIf(id, {
    UpdateExpression:
      [`SET #state = :state, #${outcome} = :outcome, #finishedAt = :now`, ...progressFields.map((field) => `#${field} = :${field}`)].join(
        ', ',
      ) + ' REMOVE gsi1pk, gsi1sk',
    ConditionExpression: claim ? CLAIMED : '#state = :queued',
    ExpressionAttributeNames: named('state', outcome, 'finishedAt', ...progressFields, ...(claim ? ['claim'] : [])),
    ExpressionAttributeValues: {
      ':state': ending.state,
      ':outcome': ending.state === 'done' ? ending.result : ending.error,
      ':now': now.toISOString(),
      ...Object.fromEntries(progressFields.map((field) => [`:${field}`, progress![field]])),
      ...(claim ? { ':running': 'running', ':claim': claim } : { ':queued': 'queued' }),
    },
  });
  return ended !== undefined;
}

/** Every job not yet done or failed (gsi1, a handful at any time). */
export async function unfinishedJobs(): Promise<JobRecord[]> {
  const jobs: JobRecord[] = [];
  for await (const page of gsi1Pages(keys.unfinishedJobs())) jobs.push(...page.map(recordOf));
  return jobs;
}
