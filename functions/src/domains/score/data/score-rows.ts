import { ORG_TYPE, scoreRowId, type ScoreRow } from '@sddp/shared';
import { currentOrgListCopy, type ListedOrg } from '#entities/org';
import { listAllProjects, type ProjectRecord } from '#entities/project';
import { pageOf, type ListCopy } from '#kit/list-index';
import { currentScoreRecords, type ScoreRecord } from './score-records';

/** A score row with its lower-cased supplier name, for the contains filter. */
interface JoinedRow {
  row: ScoreRow;
  name: string;
}

interface Joined {
  catalogue: ListCopy<ListedOrg>;
  listCopyGeneration: number;
  scores: ListCopy<ScoreRecord>;
  scoresGeneration: number;
  projectsKey: string;
  rows: readonly JoinedRow[];
}

const UNSCORED: Pick<ScoreRow, 'score1' | 'score2' | 'score3' | 'score4' | 'score5' | 'score6' | 'score' | 'version' | 'updateTime'> = {
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

const projectsKeyOf = (projects: readonly ProjectRecord[]) =>
  projects.map((project) => `${project.id}\t${project.projectName}\t${project.projectNameEn}`).join('\n');

/**
 * Every row: each supplier in the catalogue (newest first) × each project it has joined (by id), with
 * its score record when it has one. Joining a project writes nothing here: the row appears with the
 * catalogue's change. The join is rebuilt only when the catalogue, the scores or the projects changed.
 */
function join(catalogue: ListCopy<ListedOrg>, scores: ListCopy<ScoreRecord>, projects: readonly ProjectRecord[]): JoinedRow[] {
  const scoreById = new Map(scores.rows.map((record) => [record.id, record]));
  const projectById = new Map(projects.map((project) => [project.id, project]));
  const rows: JoinedRow[] = [];
  for (const org of catalogue.rows) {
    if (org.orgType !== ORG_TYPE.supplier) continue;
    for (const projectId of [...org.inProjects].sort((a, b) => a - b)) {
      const record = scoreById.get(scoreRowId(org.id, projectId));
      rows.push({ name: org.search.orgName, row: scoreRowOf(org, projectId, projectById.get(projectId), record) });
    }
  }
  return rows;
}

/** The list row of a supplier in a project, scored (with its record) or not. */
export function scoreRowOf(
  org: { id: number; orgName: string },
  projectId: number,
  project: Pick<ProjectRecord, 'projectName' | 'projectNameEn'> | undefined,
  record: ScoreRecord | undefined,
): ScoreRow {
  const { score1, score2, score3, score4, score5, score6, score, version, updateTime } = record ?? UNSCORED;
  return {
    id: scoreRowId(org.id, projectId),
    orgId: org.id,
    orgName: org.orgName,
    projectId,
    projectName: project?.projectName ?? '',
    projectNameEn: project?.projectNameEn ?? '',
    ...{ score1, score2, score3, score4, score5, score6, score, version, updateTime },
  };
}

let held: Joined | undefined;

/** Every score row as of now: two change-log queries (organisations, scores) and the projects' Query. */
async function allScoreRows(): Promise<readonly JoinedRow[]> {
  const [catalogue, scores, projects] = await Promise.all([currentOrgListCopy(), currentScoreRecords(), listAllProjects()]);
  const projectsKey = projectsKeyOf(projects);
  if (
    held?.catalogue !== catalogue ||
    held.listCopyGeneration !== catalogue.generation ||
    held.scores !== scores ||
    held.scoresGeneration !== scores.generation ||
    held.projectsKey !== projectsKey
  ) {
    held = {
      catalogue,
      listCopyGeneration: catalogue.generation,
      scores,
      scoresGeneration: scores.generation,
      projectsKey,
      rows: join(catalogue, scores, projects),
    };
  }
  return held.rows;
}

export interface ScoreFilter {
  /** Matches anywhere in the supplier's name, ignoring case; '' matches everything. */
  orgName?: string;
  /** Inclusive bounds on the overall score; either one leaves unscored rows out. */
  scoreMin?: number;
  scoreMax?: number;
}

export async function listScoreRows(filter: ScoreFilter, page: number, limit: number): Promise<{ rows: ScoreRow[]; total: number }> {
  const needle = (filter.orgName ?? '').trim().toLowerCase();
  const ranged = filter.scoreMin !== undefined || filter.scoreMax !== undefined;
  const inRange = (score: number | null) =>
    score !== null &&
    (filter.scoreMin === undefined || score >= filter.scoreMin) &&
    (filter.scoreMax === undefined || score <= filter.scoreMax);
  const all = await allScoreRows();
  const matching =
    needle || ranged ? all.filter(({ row, name }) => (!needle || name.includes(needle)) && (!ranged || inRange(row.score))) : all;
  const { rows, total } = pageOf(matching, page, limit);
  return { rows: rows.map(({ row }) => row), total };
}

/** The rows of one supplier (its own read-only view), by project id. */
export async function scoreRowsOfOrg(orgId: number): Promise<ScoreRow[]> {
  return (await allScoreRows()).filter(({ row }) => row.orgId === orgId).map(({ row }) => row);
}
