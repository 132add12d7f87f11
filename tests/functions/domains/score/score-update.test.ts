import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreHistoryEntry } from '@sddp/shared';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { logRowsOf, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';
import { handler, SCORES, SCORES_OVERALL, supplierInProjects, updateScore } from './score-support';

let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  admin = await signedIn('admin');
});

const history = (id: number) =>
  call<{ rows: ScoreHistoryEntry[] }>(handler, { path: '/score/history', token: admin.token, query: { id: String(id) } });

describe('POST /score/update', () => {
  it('stores the six scores with the overall score the server computes, and lists them', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    const response = await updateScore(admin.token, { id: rowIds[0], ...SCORES, score: 1, version: 0 });
    expect(response).toMatchObject({ code: 200, result: { id: rowIds[0], ...SCORES, score: SCORES_OVERALL, version: 1 } });
    expect(await getItem(keys.scoreRecord(org.id, projects[0]!.id))).toMatchObject({ ...SCORES, score: SCORES_OVERALL, version: 1 });
  });

  it('accepts digit strings as spec clients send them, without a version', async () => {
    const { rowIds } = await supplierInProjects(1);
    const strings = Object.fromEntries(Object.entries(SCORES).map(([key, value]) => [key, String(value)]));
    expect((await updateScore(admin.token, { id: String(rowIds[0]), ...strings })).result).toMatchObject({ ...SCORES, version: 1 });
    expect((await updateScore(admin.token, { id: rowIds[0], ...SCORES, score6: 0 })).result).toMatchObject({ score6: 0, version: 2 });
  });

  it('refuses missing, fractional and out-of-range scores with the §5 messages, writing nothing', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    const id = rowIds[0];
    expect(await updateScore(admin.token, { id, ...SCORES, score1: '', version: 0 })).toMatchObject({
      code: 400,
      result: { fieldErrors: { score1: '评分不能为空' } },
    });
    const { score4: _missing, ...withoutScore4 } = SCORES;
    expect(await updateScore(admin.token, { id, ...withoutScore4, version: 0 }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { score4: 'Score is required' } },
    });
    for (const bad of [101, -1, 1.5, '9a', true]) {
      expect(await updateScore(admin.token, { id, ...SCORES, score3: bad, version: 0 })).toMatchObject({
        code: 400,
        result: { fieldErrors: { score3: '评分范围在0-100' } },
      });
    }
    expect(await getItem(keys.scoreRecord(org.id, projects[0]!.id))).toBeUndefined();
  });

  it('answers 404 for a supplier that has not joined the project, and for a contractor', async () => {
    const { org, projects } = await supplierInProjects(1);
    const other = await supplierInProjects(1);
    const contractor = await supplierInProjects(1, '20');
    const notJoined = org.id * 1_000_000 + other.projects[0]!.id;
    expect(await updateScore(admin.token, { id: notJoined, ...SCORES })).toMatchObject({
      code: 404,
      message: '该供应商未加入此项目，没有评分',
    });
    expect((await updateScore(admin.token, { id: contractor.rowIds[0], ...SCORES }, 'en')).message).toBe(
      'This supplier has not joined the project, so it has no score',
    );
    expect(await getItem(keys.scoreRecord(org.id, other.projects[0]!.id))).toBeUndefined();
    expect(projects).toHaveLength(1);
  });

  it('keeps every edit in the history, newest first, with who changed what and when', async () => {
    const { rowIds } = await supplierInProjects(1);
    const id = rowIds[0]!;
    expect((await history(id)).result.rows).toEqual([]);
    await updateScore(admin.token, { id, ...SCORES, version: 0 });
    await updateScore(admin.token, { id, ...SCORES, score1: 100, version: 1 });
    const { rows } = (await history(id)).result;
    const who = { userCode: admin.user.userCode, linkman: admin.user.linkman, orgName: admin.user.orgName };
    expect(rows).toEqual([
      {
        version: 2,
        changedAt: expect.any(String),
        ...who,
        before: { ...SCORES, score: SCORES_OVERALL },
        after: { ...SCORES, score1: 100, score: 70.5 },
        // A supplier without deliveries: nothing to suggest from.
        suggested: { score1: null, score3: null },
      },
      {
        version: 1,
        changedAt: expect.any(String),
        ...who,
        before: null,
        after: { ...SCORES, score: SCORES_OVERALL },
        suggested: { score1: null, score3: null },
      },
    ]);
  });

  it('writes an operation-log row per edit, with each score before and after', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    await updateScore(admin.token, { id: rowIds[0], ...SCORES, version: 0 });
    await updateScore(admin.token, { id: rowIds[0], ...SCORES, score1: 100, version: 1 });
    const rows = (await logRowsOf(admin.user.userCode)).filter((row) => String(row.log).includes(org.orgName));
    expect(rows.map((row) => row.log).sort()).toEqual(
      [SCORES_OVERALL, 70.5].map((score) => `编辑成熟度评分：${org.orgName} ${projects[0]!.projectName} → ${score}`).sort(),
    );
    expect(rows.every((row) => row.logKey === 'log.scoreUpdated' && row.reqUrl === '/user-api/score/update')).toBe(true);
    const second = rows.find((row) => String(row.log).endsWith('70.5'));
    expect(second?.changes).toEqual([
      { field: 'score1', before: '90', after: '100' },
      { field: 'score', before: '68.5', after: '70.5' },
    ]);
    const first = rows.find((row) => row !== second);
    expect(first?.changes).toContainEqual({ field: 'score3', before: '', after: '70' });
  });

  it('of two different edits from forms opened on the same version, saves one and refuses the other with 409', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    const release = readsBeforeWrites(keys.scoreRecord(org.id, projects[0]!.id).pk, 2);
    const responses = await Promise.all([
      updateScore(admin.token, { id: rowIds[0], ...SCORES, score1: 10, version: 0 }),
      updateScore(admin.token, { id: rowIds[0], ...SCORES, score1: 20, version: 0 }),
    ]).finally(release);
    expect(responses.map((response) => response.code).sort()).toEqual([200, 409]);
    expect(await getItem(keys.scoreRecord(org.id, projects[0]!.id))).toMatchObject({ version: 1 });
    expect((await history(rowIds[0]!)).result.rows).toHaveLength(1);
  });

  it('answers both of a double submit of the same edit, writing it once', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    const release = readsBeforeWrites(keys.scoreRecord(org.id, projects[0]!.id).pk, 2);
    const responses = await Promise.all([
      updateScore(admin.token, { id: rowIds[0], ...SCORES, version: 0 }),
      updateScore(admin.token, { id: rowIds[0], ...SCORES, version: 0 }),
    ]).finally(release);
    expect(responses.map((response) => [response.code, response.result.version])).toEqual([
      [200, 1],
      [200, 1],
    ]);
  });

  it('refuses a save from a form opened before another edit, answering the current scores', async () => {
    const { rowIds } = await supplierInProjects(1);
    await updateScore(admin.token, { id: rowIds[0], ...SCORES, version: 0 });
    const stale = await updateScore(admin.token, { id: rowIds[0], ...SCORES, score2: 0, version: 0 }, 'en');
    expect(stale).toMatchObject({ status: 409, result: { current: { id: rowIds[0], ...SCORES, version: 1 } } });
  });
});
