import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { createTestProject, getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';

let token: string;
/** As the spec's clients send it: a POST with the parameters in the query string. */
const updateState = (projectId: number | string, state: string, language?: string) =>
  call<ProjectRow>(handler, {
    method: 'POST',
    path: '/project/update_state',
    token,
    query: { projectId: String(projectId), state },
    ...(language ? { language } : {}),
  });

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('POST /project/update_state', () => {
  it('moves a project to any state from any other', async () => {
    const project = await createTestProject('10');
    for (const [state, version] of [
      ['20', 2],
      ['50', 3],
      ['10', 4],
      ['50', 5],
    ] as const) {
      const response = await updateState(project.id, state);
      expect(response.code).toBe(200);
      expect(response.result).toMatchObject({ id: project.id, projectId: project.id, state, projectName: project.projectName });
      expect(await getItem(keys.project(project.id))).toMatchObject({ state, version });
    }
    const listed = await call<{ rows: ProjectRow[] }>(handler, {
      path: '/project/admin/list_project',
      token,
      query: { projectName: project.projectNameEn },
    });
    expect(listed.result.rows).toMatchObject([{ id: project.id, state: '50' }]);
  });

  it('accepts the parameters in a JSON body too', async () => {
    const project = await createTestProject('10');
    const response = await call<ProjectRow>(handler, {
      method: 'POST',
      path: '/project/update_state',
      token,
      body: { projectId: project.id, state: '20' },
    });
    expect(response.result).toMatchObject({ state: '20' });
  });

  it('changes nothing when the project is already in that state', async () => {
    const project = await createTestProject('20');
    expect((await updateState(project.id, '20')).result).toMatchObject({ state: '20' });
    expect(await getItem(keys.project(project.id))).toMatchObject({ version: 1 });
  });

  it('answers both of two identical changes sent at once (a double submit) without an error', async () => {
    const project = await createTestProject('10');
    const release = readsBeforeWrites(keys.project(project.id).pk, 2);
    const responses = await Promise.all([updateState(project.id, '20'), updateState(project.id, '20')]).finally(release);
    expect(responses.map((response) => [response.code, response.result?.state])).toEqual([
      [200, '20'],
      [200, '20'],
    ]);
    const stored = await getItem(keys.project(project.id));
    expect(stored?.state).toBe('20');
    expect([2, 3]).toContain(stored?.version);
  });

  it.each(['30', '', 'y', '020'])("refuses the state '%s', changing nothing", async (state) => {
    const project = await createTestProject('10');
    expect(await updateState(project.id, state)).toMatchObject({ code: 400, result: { fieldErrors: { state: '请选择项目状态' } } });
    expect(await getItem(keys.project(project.id))).toMatchObject({ state: '10', version: 1 });
  });

  it('refuses a change from a dialog opened before someone else changed the project, answering it as it is now', async () => {
    const project = await createTestProject('10');
    const send = (state: string, version: number) =>
      call<ProjectRow>(handler, {
        method: 'POST',
        path: '/project/update_state',
        token,
        body: { projectId: project.id, state, version },
        language: 'en',
      });
    expect((await send('50', 1)).code).toBe(200);
    expect(await send('20', 1)).toMatchObject({ status: 409, result: { current: { id: project.id, state: '50', version: 2 } } });
    expect(await getItem(keys.project(project.id))).toMatchObject({ state: '50', version: 2 });
    expect(await send('50', 1)).toMatchObject({ code: 200, result: { state: '50', version: 2 } });
    expect(await send('20', 2)).toMatchObject({ code: 200, result: { state: '20', version: 3 } });
  });

  it('answers 404 for an unknown project and 400 for an id that is not one', async () => {
    expect(await updateState(987_654_321, '20')).toMatchObject({ code: 404, message: '项目不存在' });
    expect(await updateState(987_654_321, '20', 'en')).toMatchObject({ code: 404, message: 'The project does not exist' });
    expect((await updateState('abc', '20')).code).toBe(400);
  });
});
