import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreRow } from '@sddp/shared';
import { setOrgInProject } from '#entities/org';
import { createTestProject } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { listScores, SCORES, SCORES_OVERALL, supplierInProjects, updateScore } from './score-support';

let token: string;

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

const unscored = {
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

describe('GET /score/list', () => {
  it('has a row for every project a supplier joined, unscored until edited; contractors have none', async () => {
    const { org, projects, rowIds } = await supplierInProjects(2);
    const contractor = await supplierInProjects(1, '20');
    const response = await listScores(token, { orgName: org.orgName });
    expect(response.code).toBe(200);
    expect(response.result).toEqual({
      total: 2,
      rows: projects.map((project, index) => ({
        id: rowIds[index],
        orgId: org.id,
        orgName: org.orgName,
        projectId: project.id,
        projectName: project.projectName,
        projectNameEn: project.projectNameEn,
        ...unscored,
      })),
    });
    expect((await listScores(token, { orgName: contractor.org.orgName })).result.total).toBe(0);
  });

  it('shows a project joined later with no write of its own, and drops one left', async () => {
    const { org, projects } = await supplierInProjects(1);
    const later = await createTestProject('20');
    await setOrgInProject(org.id, later.id, true);
    expect((await listScores(token, { orgName: org.orgName })).result.rows.map((row) => row.projectId)).toEqual([
      projects[0]!.id,
      later.id,
    ]);
    await setOrgInProject(org.id, projects[0]!.id, false);
    expect((await listScores(token, { orgName: org.orgName })).result.rows.map((row) => row.projectId)).toEqual([later.id]);
  });

  it('filters by a part of the supplier name, ignoring case, and pages with the total', async () => {
    const { org } = await supplierInProjects(3);
    const part = org.orgName.slice(-6).toUpperCase();
    const first = await listScores(token, { orgName: part, page: '1', limit: '2' });
    const second = await listScores(token, { orgName: part, page: '2', limit: '2' });
    expect([first.result.total, first.result.rows.length, second.result.rows.length]).toEqual([3, 2, 1]);
  });

  it('filters the overall score by an inclusive range that leaves unscored rows out', async () => {
    const { org, rowIds } = await supplierInProjects(3);
    expect((await updateScore(token, { id: rowIds[0], ...SCORES, version: 0 })).code).toBe(200);
    const high = { score1: 100, score2: 100, score3: 100, score4: 100, score5: 100, score6: 100 };
    expect((await updateScore(token, { id: rowIds[1], ...high, version: 0 })).code).toBe(200);
    const scoresOf = (rows: ScoreRow[]) => rows.map((row) => row.score);
    const list = (query: Record<string, string>) => listScores(token, { orgName: org.orgName, ...query });
    expect(scoresOf((await list({})).result.rows)).toEqual([SCORES_OVERALL, 100, null]);
    expect(scoresOf((await list({ scoreMin: '0' })).result.rows)).toEqual([SCORES_OVERALL, 100]);
    expect(scoresOf((await list({ scoreMin: '69' })).result.rows)).toEqual([100]);
    expect(scoresOf((await list({ scoreMax: '68' })).result.rows)).toEqual([]);
    expect(scoresOf((await list({ scoreMin: '68', scoreMax: '100' })).result.rows)).toEqual([SCORES_OVERALL, 100]);
    expect(scoresOf((await list({ scoreMin: '', scoreMax: '' })).result.rows)).toHaveLength(3);
  });

  it('refuses a range that is not whole scores from 0 to 100, or whose low end is above its high end', async () => {
    expect(await listScores(token, { scoreMin: '101' })).toMatchObject({
      code: 400,
      result: { fieldErrors: { scoreMin: '评分范围在0-100' } },
    });
    expect(await listScores(token, { scoreMax: '1.5' }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { scoreMax: 'Score must be between 0 and 100' } },
    });
    expect(await listScores(token, { scoreMin: '80', scoreMax: '20' })).toMatchObject({
      code: 400,
      result: { fieldErrors: { scoreMax: '最低分不能高于最高分' } },
    });
  });
});
