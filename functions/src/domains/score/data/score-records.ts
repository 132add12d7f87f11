import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { SCORE_CRITERIA, overallScore, scoreRowId, type ScoreHistoryEntry, type ScoreSnapshot, type ScoreValues } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { staleEdit } from '#kit/errors';
import { createListReader, defineListIndex, writeWithIndex } from '#kit/list-index';

/**
 * A scored row (docs/data-model.md "Scores"): the six criteria, the overall score and who scored it
 * last. Rows nobody has scored have no record; the list derives them from the organisation list copy.
 */
export const scoreRecordSchema = z.object({
  id: z.number(),
  orgId: z.number(),
  projectId: z.number(),
  score1: z.number(),
  score2: z.number(),
  score3: z.number(),
  score4: z.number(),
  score5: z.number(),
  score6: z.number(),
  score: z.number(),
  version: z.number(),
  updateTime: z.string(),
  updatedBy: z._default(z.string(), ''),
});
export type ScoreRecord = z.output<typeof scoreRecordSchema>;

/** Every score record in the list index: each list request refreshes one copy with one change-log query. */
export const scoreIndex = defineListIndex({ name: 'score', row: scoreRecordSchema, shards: 8 });
const scoreReader = createListReader(scoreIndex, (record) => record);

export const currentScoreRecords = () => scoreReader.current();

export async function getScoreRecord(orgId: number, projectId: number): Promise<ScoreRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.scoreRecord(orgId, projectId), ConsistentRead: true }),
  );
  return Item ? scoreRecordSchema.parse(Item) : undefined;
}

export const snapshotOf = (record: ScoreRecord): ScoreSnapshot => ({
  ...(Object.fromEntries(SCORE_CRITERIA.map((criterion) => [criterion, record[criterion]])) as ScoreValues),
  score: record.score,
});

const sameScores = (record: ScoreRecord | undefined, scores: ScoreValues) =>
  record !== undefined && SCORE_CRITERIA.every((criterion) => record[criterion] === scores[criterion]);

export interface ScoreEdit {
  orgId: number;
  projectId: number;
  scores: ScoreValues;
  /** The version the form was opened with (0: unscored); absent: whatever is stored now. */
  expectedVersion?: number;
  actor: Pick<ScoreHistoryEntry, 'userCode' | 'linkman' | 'orgName'>;
  /** What the delivery data suggested when the edit was made, kept with it. */
  suggested?: ScoreHistoryEntry['suggested'];
  now?: Date;
}

/**
 * Writes the new scores, a history entry and the list entry in one transaction, conditioned on the
 * version read. An edit against an older version is refused with the current record (409), unless it
 * asks for what is stored already (a double submit): then it is answered without a second write.
 * Answers the record as stored and the one it replaced (none for a first score).
 */
export async function writeScore(edit: ScoreEdit): Promise<{ record: ScoreRecord; before: ScoreRecord | undefined }> {
  const current = await getScoreRecord(edit.orgId, edit.projectId);
  const currentVersion = current?.version ?? 0;
  if (edit.expectedVersion !== undefined && edit.expectedVersion !== currentVersion) {
    if (current && sameScores(current, edit.scores)) return { record: current, before: current };
    throw staleEdit(current);
  }
  const record: ScoreRecord = {
    id: scoreRowId(edit.orgId, edit.projectId),
    orgId: edit.orgId,
    projectId: edit.projectId,
    ...edit.scores,
    score: overallScore(edit.scores),
    version: currentVersion + 1,
    updateTime: (edit.now ?? new Date()).toISOString(),
    updatedBy: edit.actor.userCode,
  };
  const lostRace = new Error('score edit lost a race');
  try {
    await writeWithIndex(scoreIndex, {
      items: scoreItems(record, current, edit.actor, edit.suggested),
      change: { rows: [record] },
      onConditionFailed: () => lostRace,
    });
  } catch (error) {
    if (error !== lostRace) throw error;
    const winner = await getScoreRecord(edit.orgId, edit.projectId);
    if (sameScores(winner, edit.scores)) return { record: winner!, before: winner };
    throw staleEdit(winner);
  }
  return { record, before: current };
}

function scoreItems(
  record: ScoreRecord,
  current: ScoreRecord | undefined,
  actor: ScoreEdit['actor'],
  suggested: ScoreEdit['suggested'],
): TransactItem[] {
  const TableName = tableName();
  const entry: ScoreHistoryEntry = {
    version: record.version,
    changedAt: record.updateTime,
    ...actor,
    before: current ? snapshotOf(current) : null,
    after: snapshotOf(record),
    ...(suggested ? { suggested } : {}),
  };
  return [
    {
      Put: {
        TableName,
        Item: { ...keys.scoreRecord(record.orgId, record.projectId), kind: 'Score', ...record },
        ...(current
          ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    {
      Put: {
        TableName,
        Item: { ...keys.scoreHistoryEntry(record.orgId, record.projectId, record.version), kind: 'ScoreHistory', ...entry },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The most edits one history answer carries, newest first. */
export const SCORE_HISTORY_LIMIT = 100;

/** One Query of the row's own partition, newest first (docs/data-model.md "Scores"). */
export async function scoreHistoryOf(orgId: number, projectId: number): Promise<ScoreHistoryEntry[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.scoreRecord(orgId, projectId).pk, ':prefix': keys.scoreHistoryPrefix() },
      ScanIndexForward: false,
      Limit: SCORE_HISTORY_LIMIT,
    }),
  );
  return Items.map(({ version, changedAt, userCode, linkman, orgName, before, after, suggested }) => ({
    version,
    changedAt,
    userCode,
    linkman,
    orgName,
    before: before ?? null,
    after,
    ...(suggested ? { suggested } : {}),
  })) as ScoreHistoryEntry[];
}
