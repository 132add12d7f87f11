import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { signedIn } from '#test/orgs';

let token: string;
const list = (query: Record<string, string>) =>
  call<{ rows: ProjectRow[]; total: number }>(handler, { path: '/project/admin/list_project', token, query });
const create = async (projectName: string, projectNameEn: string) => {
  const response = await call<ProjectRow>(handler, {
    method: 'POST',
    path: '/project/admin/create',
    token,
    body: { projectName, projectNameEn, indexUrl: 'https://p.example.com' },
  });
  if (response.code !== 200) throw new Error(response.message);
  return response.result;
};

beforeAll(async () => {
  token = (await signedIn('admin1')).token;
});

describe('GET /project/admin/list_project', () => {
  it('filters by the Chinese or the English name, anywhere in it and ignoring case, with the exact total', async () => {
    const marker = uniqueCode('m');
    const chinese = await create(`华东${marker}项目`, 'East China');
    const english = await create('华南项目', `South ${marker.toUpperCase()} Project`);
    await create('华北项目', 'North');

    const both = await list({ projectName: marker });
    expect(both.code).toBe(200);
    expect(both.result.total).toBe(2);
    expect(both.result.rows.map((row) => row.id)).toEqual([english.id, chinese.id]);
    expect(both.result.rows[1]).toEqual(chinese);
    expect((await list({ projectName: `华东${marker}` })).result.rows.map((row) => row.id)).toEqual([chinese.id]);
    expect((await list({ projectName: `south ${marker}` })).result.rows.map((row) => row.id)).toEqual([english.id]);
    expect((await list({ projectName: `${marker}-none` })).result).toEqual({ rows: [], total: 0 });
  });

  it('pages newest first, with the total of all matches on every page', async () => {
    const marker = uniqueCode('page');
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) ids.push((await create(`${marker} ${index}`, `Paged ${index}`)).id);
    const newestFirst = [...ids].reverse();
    const page = async (number: number) => (await list({ projectName: marker, page: String(number), limit: '2' })).result;
    expect((await page(1)).rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 2));
    const second = await page(2);
    expect(second.total).toBe(5);
    expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(2, 4));
    expect(await page(3)).toMatchObject({ total: 5, rows: [{ id: newestFirst[4] }] });
    expect(await page(4)).toEqual({ rows: [], total: 5 });
  });

  it('lists every project without a filter, newest first', async () => {
    const project = await create(uniqueCode('all'), 'All');
    const { result } = await list({ limit: '100' });
    const ids = result.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(result.total).toBeGreaterThanOrEqual(ids.length);
    expect(ids[0]).toBeGreaterThanOrEqual(project.id);
  });
});
