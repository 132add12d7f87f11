import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScoreRow } from '@sddp/shared';
import { MyScoreSummary } from '@/features/score/mine/my-score-summary';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

const row = (projectId: number, score: number | null): ScoreRow => ({
  id: projectId,
  orgId: 12,
  orgName: 'Acme',
  projectId,
  projectName: `项目${projectId}`,
  projectNameEn: `Project ${projectId}`,
  score1: score,
  score2: score,
  score3: score,
  score4: score,
  score5: score,
  score6: score,
  score,
  version: score === null ? 0 : 1,
  updateTime: '',
});

describe("a supplier's scores on its dashboard", () => {
  it('shows the overall score of each project, with the way to the details', async () => {
    stubFetch({ 'GET /user-api/score/mine': () => envelope({ rows: [row(8001, 81), row(8002, null)] }) });
    renderWithRouter(() => <MyScoreSummary />);
    const scored = await screen.findByText('项目8001');
    expect(scored.nextSibling).toHaveTextContent('81');
    expect(screen.getByText('项目8002').nextSibling).toHaveTextContent('未评分');
    expect(screen.getByRole('link', { name: '查看评分详情' })).toHaveAttribute('href', '/maturityScore/mine');
  });

  it('says so when there is no score yet', async () => {
    stubFetch({ 'GET /user-api/score/mine': () => envelope({ rows: [] }) });
    renderWithRouter(() => <MyScoreSummary />);
    expect(await screen.findByText('暂无评分')).toBeInTheDocument();
  });
});
