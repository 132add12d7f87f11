import type { ScoreValues } from '@sddp/shared';
import { getScoreRecord, writeScore } from '#domains/score/data/score-records';

const ADMIN = { userCode: 'admin', linkman: '平台管理员', orgName: '平台运营中心' };

/** Suppliers of the demo scored twice in a project each, so the list, the chart and the history have data. */
const DEMO_SCORES: ReadonlyArray<{ orgId: number; projectId: number; edits: readonly [ScoreValues, ScoreValues] }> = [
  {
    orgId: 101,
    projectId: 8001,
    edits: [
      { score1: 70, score2: 75, score3: 68, score4: 60, score5: 55, score6: 80 },
      { score1: 85, score2: 82, score3: 78, score4: 72, score5: 66, score6: 80 },
    ],
  },
  {
    orgId: 101,
    projectId: 8002,
    edits: [
      { score1: 60, score2: 64, score3: 58, score4: 70, score5: 62, score6: 50 },
      { score1: 66, score2: 64, score3: 71, score4: 70, score5: 62, score6: 55 },
    ],
  },
  {
    orgId: 102,
    projectId: 8001,
    edits: [
      { score1: 92, score2: 88, score3: 90, score4: 85, score5: 80, score6: 75 },
      { score1: 95, score2: 90, score3: 90, score4: 88, score5: 80, score6: 75 },
    ],
  },
];

/** First start only (demo-seed.ts); a row scored already (an interrupted start) is left as it is. */
export async function seedDemoScores(now = new Date()): Promise<void> {
  for (const { orgId, projectId, edits } of DEMO_SCORES) {
    if (await getScoreRecord(orgId, projectId)) continue;
    const [first, second] = edits;
    await writeScore({ orgId, projectId, scores: first, expectedVersion: 0, actor: ADMIN, now: new Date(now.getTime() - 7 * 86_400_000) });
    await writeScore({ orgId, projectId, scores: second, expectedVersion: 1, actor: ADMIN, now });
  }
}
