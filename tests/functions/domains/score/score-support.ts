import { scoreRowId, type ScoreRow } from '@sddp/shared';
import { handler } from '#domains/score/handler';
import { call, type EnvelopeResponse } from '#test/api-event';
import { createTestProject, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';

export { handler };

/** A supplier of its own with a unique name, in fresh projects (ascending ids). */
export async function supplierInProjects(projectCount: number, orgType: '10' | '20' = '10') {
  const projects = [];
  for (let index = 0; index < projectCount; index++) projects.push(await createTestProject('20'));
  const joined = new Date().toISOString();
  const org = await createTestOrg({
    orgName: uniqueCode('评分供应商'),
    orgType,
    projects: Object.fromEntries(projects.map((project) => [String(project.id), joined])),
  });
  return { org, projects, rowIds: projects.map((project) => scoreRowId(org.id, project.id)) };
}

export const SCORES = { score1: 90, score2: 80, score3: 70, score4: 60, score5: 50, score6: 40 };
/** 90·20 + 70·20 + 80·20 + 60·15 + 50·15 + 40·10 = 6,850 → 68.5. */
export const SCORES_OVERALL = 68.5;

export const listScores = (token: string, query: Record<string, string> = {}, language?: string) =>
  call<{ rows: ScoreRow[]; total: number }>(handler, { path: '/score/list', token, query, ...(language ? { language } : {}) });

export const updateScore = (token: string, body: Record<string, unknown>, language?: string): Promise<EnvelopeResponse<ScoreRow>> =>
  call<ScoreRow>(handler, { method: 'POST', path: '/score/update', token, body, ...(language ? { language } : {}) });
