import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { signedIn } from '#test/orgs';

let token: string;
const create = (body: Record<string, unknown>, language?: string) =>
  call<ProjectRow>(handler, { method: 'POST', path: '/project/admin/create', token, body, ...(language ? { language } : {}) });
const fieldErrorsOf = (response: { result: unknown }) => (response.result as { fieldErrors: Record<string, string> }).fieldErrors;
const valid = () => ({
  projectName: uniqueCode('项目'),
  projectNameEn: uniqueCode('Project'),
  indexUrl: 'https://p.example.com/',
  indexUrlEn: 'http://p.example.com/en',
});

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('POST /project/admin/create', () => {
  it('creates a project, not started by default, with the next id', async () => {
    const counterBefore = Number((await getItem(keys.counter('project')))?.value ?? 0);
    const body = valid();
    const before = new Date().toISOString();
    const response = await create(body);
    expect(response.code).toBe(200);
    const { id } = response.result;
    expect(response.result).toEqual({ id, projectId: id, ...body, state: '10', createTime: expect.any(String), version: 1 });
    expect(id).toBeGreaterThan(Math.max(counterBefore, 8013));
    expect(response.result.createTime >= before).toBe(true);
    expect(await getItem(keys.project(id))).toMatchObject({ ...body, state: '10', version: 1 });

    const next = await create({ ...valid(), indexUrlEn: '', state: '20' });
    expect(next.result).toMatchObject({ state: '20', indexUrlEn: '' });
    expect(next.result.id).toBeGreaterThan(id);
  });

  it('leaves the English homepage out when it is not given', async () => {
    const { indexUrlEn: _omitted, ...body } = valid();
    expect((await create(body)).result).toMatchObject({ ...body, indexUrlEn: '' });
  });

  it.each([
    ['no name', { projectName: ' ' }, { projectName: '请输入项目名称' }, { projectName: 'Please enter the project name' }],
    [
      'a name of 51 characters',
      { projectName: '名'.repeat(51) },
      { projectName: '内容最多 50 个字符' },
      { projectName: 'At most 50 characters' },
    ],
    [
      'no English name',
      { projectNameEn: '' },
      { projectNameEn: '请输入项目英文名称' },
      { projectNameEn: 'Please enter the English project name' },
    ],
    [
      'an English name of 101 characters',
      { projectNameEn: 'N'.repeat(101) },
      { projectNameEn: '内容最多 100 个字符' },
      { projectNameEn: 'At most 100 characters' },
    ],
    ['no homepage', { indexUrl: undefined }, { indexUrl: '请输入项目主页地址' }, { indexUrl: 'Please enter the project homepage address' }],
    [
      'a homepage that is not http(s)',
      { indexUrl: 'ftp://p.example.com' },
      { indexUrl: '请输入以 http:// 或 https:// 开头的地址' },
      { indexUrl: 'Enter an address starting with http:// or https://' },
    ],
    [
      'a homepage without a scheme',
      { indexUrl: 'p.example.com' },
      { indexUrl: '请输入以 http:// 或 https:// 开头的地址' },
      { indexUrl: 'Enter an address starting with http:// or https://' },
    ],
    [
      'an English homepage that is not a URL',
      { indexUrlEn: 'not a url' },
      { indexUrlEn: '请输入以 http:// 或 https:// 开头的地址' },
      { indexUrlEn: 'Enter an address starting with http:// or https://' },
    ],
    ['an unknown state', { state: '30' }, { state: '请选择项目状态' }, { state: 'Please choose the project status' }],
  ])('refuses %s with a localised field error, creating nothing', async (_label, change, zh, en) => {
    const body = { ...valid(), ...change };
    const inZh = await create(body);
    expect(inZh.code).toBe(400);
    expect(fieldErrorsOf(inZh)).toEqual(zh);
    expect(fieldErrorsOf(await create(body, 'en'))).toEqual(en);
    const unchangedName = 'projectName' in change ? body.projectNameEn : body.projectName;
    const listed = await call<{ total: number }>(handler, {
      path: '/project/admin/list_project',
      token,
      query: { projectName: String(unchangedName) },
    });
    expect(listed.result.total).toBe(0);
  });
});
