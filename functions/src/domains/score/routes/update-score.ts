import { editsScores, ERROR_CODE, ORG_TYPE, SCORE_CRITERIA, scoreRowParts, scoreUpdate } from '@sddp/shared';
import { getOrg } from '#entities/org';
import { getProject } from '#entities/project';
import { route } from '#http/route';
import { AppError, presentingStale } from '#kit/errors';
import { suggestedScores } from '../data/delivery-suggestions';
import { writeScore, type ScoreRecord } from '../data/score-records';
import { scoreRowOf } from '../data/score-rows';

/** Spec §6: only the operating organisation edits scores (editsScores, which the list's Edit follows). */
export const updateScoreRoute = route(scoreUpdate, async ({ input, principal, setLogParams, setLogChanges }) => {
  if (!editsScores(principal)) throw new AppError(ERROR_CODE.forbidden, 'error.score.operatingOrgOnly');
  const { orgId, projectId } = scoreRowParts(input.id);
  const [org, project] = await Promise.all([getOrg(orgId), projectId > 0 ? getProject(projectId) : undefined]);
  if (!org || !project || org.orgType !== ORG_TYPE.supplier || !(String(projectId) in org.projects)) {
    throw new AppError(ERROR_CODE.notFound, 'error.score.rowNotFound');
  }
  const { id: _id, version, ...scores } = input;
  const { user } = principal;
  const suggestions = await suggestedScores(orgId, projectId);
  const { record, before } = await presentingStale(
    writeScore({
      orgId,
      projectId,
      scores,
      ...(version === undefined ? {} : { expectedVersion: version }),
      actor: { userCode: user.userCode, linkman: user.linkman, orgName: user.orgName },
      suggested: { score1: suggestions.score1?.value ?? null, score3: suggestions.score3?.value ?? null },
    }),
    (current: ScoreRecord) => scoreRowOf(org, projectId, project, current),
  );
  const row = scoreRowOf(org, projectId, project, record);
  setLogParams({ orgName: org.orgName, projectName: project.projectName, score: String(record.score) });
  setLogChanges(scoreRowOf(org, projectId, project, before), row, [...SCORE_CRITERIA, 'score']);
  return row;
});
