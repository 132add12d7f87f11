import { screen, within } from '@testing-library/react';
import type { ScoreHistoryEntry, ScoreRow } from '@sddp/shared';
import { ScoreListPage } from '@/features/score/list/score-list-page';
import { scoreListSearchSchema } from '@/features/score/list/score-list-search';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch, type FetchCall, type FakeReply } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { TABLE_CELL_TEXT } from '../../support/table';

export const scoredRow: ScoreRow = {
  id: 101_008_001,
  orgId: 101,
  orgName: 'Acme Pumps',
  projectId: 8001,
  projectName: '镇海项目',
  projectNameEn: 'Zhenhai',
  score1: 90,
  score2: 80,
  score3: 70,
  score4: 60,
  score5: 50,
  score6: 40,
  score: 68.5,
  version: 2,
  updateTime: '2026-03-05T00:09:10.000Z',
};

export const unscoredRow: ScoreRow = {
  ...scoredRow,
  id: 102_008_002,
  orgId: 102,
  orgName: 'Bolt Valves',
  projectId: 8002,
  projectName: '海南项目',
  projectNameEn: 'Hainan',
  score1: null,
  score2: null,
  score3: null,
  score4: null,
  score5: null,
  score6: null,
  score: null,
  version: 0,
  updateTime: '',
};

const snapshot = { score1: 90, score2: 80, score3: 70, score4: 60, score5: 50, score6: 40, score: 68.5 };
export const history: ScoreHistoryEntry[] = [
  {
    version: 2,
    changedAt: '2026-03-05T00:09:10.000Z',
    userCode: 'admin',
    linkman: '平台管理员',
    orgName: '平台运营中心',
    before: { ...snapshot, score1: 80, score: 66.5 },
    after: snapshot,
    // Timeliness as suggested; completeness overridden (issue 29).
    suggested: { score1: 90, score3: 65 },
  },
  {
    version: 1,
    changedAt: '2026-03-04T00:00:00.000Z',
    userCode: 'admin',
    linkman: '平台管理员',
    orgName: '平台运营中心',
    before: null,
    after: { ...snapshot, score1: 80, score: 66.5 },
  },
];

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

/** The score endpoints as a healthy server answers them, for a caller of the given organisation. */
export function stubScoreServer(orgId = 1, routes: Record<string, Route> = {}) {
  return stubFetch({
    ...userInfoRoute({ roles: ['admin', 'datamationMaturityScore'], user: { orgId } }),
    'GET /user-api/score/list': () => envelope({ rows: [scoredRow, unscoredRow], total: 2 }),
    'GET /user-api/score/history': () => envelope({ rows: history }),
    'POST /user-api/score/update': (call) => envelope({ ...scoredRow, ...(call.body as object), version: 3 }),
    'GET /user-api/score/suggested': () => envelope({ score1: null, score3: null }),
    ...routes,
  });
}

export function renderScoreList(path = '/') {
  return renderListScreen(scoreListSearchSchema, (search, navigate) => <ScoreListPage search={search} navigate={navigate} />, path);
}

export async function rowOf(orgName: string) {
  const cell = await screen.findByText(orgName, TABLE_CELL_TEXT);
  return within(cell.closest('tr')!);
}

/** A signed-in zh session with quiet API errors for each test, cleaned up after it. */
export const useScoreScreenSession = () => useSignedInApi();
