import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectOrgRow } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { createTestProject, getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';

type Rows = { rows: ProjectOrgRow[]; total: number; projectName: string; projectNameEn: string };
type ListPath = '/project/admin/list_org' | '/project/admin/list_cbs';
type LinkPath = '/project/admin/add_org' | '/project/admin/remove_org' | '/project/admin/add_cbs' | '/project/admin/remove_cbs';

let token: string;
const list = (path: ListPath, projectId: number, query: Record<string, string> = {}) =>
  call<Rows>(handler, { path, token, query: { projectId: String(projectId), ...query } });
const link = (path: LinkPath, projectId: number, orgId: number, language?: string) =>
  call(handler, { method: 'POST', path, token, body: { projectId, orgId }, ...(language ? { language } : {}) });

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('project suppliers (list_org, add_org, remove_org)', () => {
  it('joins and removes a supplier; the list shows Y/N and filters by it', async () => {
    const project = await createTestProject('20');
    const marker = uniqueCode('joined');
    const org = await createTestOrg({ orgName: `${marker} 供应商` });
    const rows = (flag = '') => list('/project/admin/list_org', project.id, { orgName: marker, flag });

    expect((await rows()).result).toMatchObject({
      total: 1,
      projectName: project.projectName,
      projectNameEn: project.projectNameEn,
      rows: [{ orgId: org.id, flag: 'N', addState: 'n', createTime: '' }],
    });
    expect((await link('/project/admin/add_org', project.id, org.id)).code).toBe(200);
    expect((await rows('Y')).result.rows).toMatchObject([{ orgId: org.id, flag: 'Y', addState: 'y' }]);
    expect((await rows('N')).result.total).toBe(0);

    expect((await link('/project/admin/remove_org', project.id, org.id)).code).toBe(200);
    expect((await rows('y')).result.total).toBe(0);
    expect((await rows('n')).result.rows).toMatchObject([{ orgId: org.id, flag: 'N' }]);
  });

  it('answers every supplier with its codes, the join time as createTime, and only suppliers', async () => {
    const project = await createTestProject('20');
    const marker = uniqueCode('row');
    const supplier = await createTestOrg({ orgName: `${marker} 甲`, bpCode: 'BP-123' });
    const other = await createTestOrg({ orgName: `${marker} 乙` });
    await createTestOrg({ orgName: `${marker} 承包商`, orgType: '20', orgCode: `C${uniqueCode('c').slice(2, 9)}` });
    const before = new Date().toISOString();
    await link('/project/admin/add_org', project.id, supplier.id);
    const after = new Date().toISOString();

    const listed = (await list('/project/admin/list_org', project.id, { orgName: marker })).result;
    expect(listed.total).toBe(2);
    expect(listed.rows[0]).toEqual({
      id: other.id,
      projectId: project.id,
      orgId: other.id,
      orgCode: other.orgCode,
      bpCode: '',
      orgName: other.orgName,
      orgType: '10',
      flag: 'N',
      addState: 'n',
      state: '1',
      createTime: '',
    });
    const joined = listed.rows[1]!;
    expect(joined).toMatchObject({ orgId: supplier.id, orgCode: supplier.orgCode, bpCode: 'BP-123', flag: 'Y', addState: 'y', state: '1' });
    expect(joined.createTime >= before && joined.createTime <= after).toBe(true);
  });

  it('filters by code anywhere in it, by name, by flag (also as addState), and pages', async () => {
    const project = await createTestProject('20');
    const marker = uniqueCode('filter');
    const orgs = [];
    for (let index = 0; index < 4; index++) orgs.push(await createTestOrg({ orgName: `${marker} ${index}` }));
    await link('/project/admin/add_org', project.id, orgs[0]!.id);
    await link('/project/admin/add_org', project.id, orgs[2]!.id);

    expect(
      (await list('/project/admin/list_org', project.id, { orgCode: orgs[1]!.orgCode.slice(2) })).result.rows.map((row) => row.orgId),
    ).toContain(orgs[1]!.id);
    expect((await list('/project/admin/list_org', project.id, { orgCode: orgs[1]!.orgCode })).result).toMatchObject({
      total: 1,
      rows: [{ orgId: orgs[1]!.id }],
    });
    expect(
      (await list('/project/admin/list_org', project.id, { orgName: marker.toUpperCase(), addState: 'y' })).result.rows.map(
        (row) => row.orgId,
      ),
    ).toEqual([orgs[2]!.id, orgs[0]!.id]);
    const page = (await list('/project/admin/list_org', project.id, { orgName: marker, page: '2', limit: '3' })).result;
    expect(page).toMatchObject({ total: 4, rows: [{ orgId: orgs[0]!.id }] });
    expect(await list('/project/admin/list_org', project.id, { flag: 'x' })).toMatchObject({
      code: 400,
      result: { fieldErrors: { flag: '输入有误，请检查后重试' } },
    });
  });
});

describe('project contractors (list_cbs, add_cbs, remove_cbs)', () => {
  it('spells the flag in lower case and lists only contractors', async () => {
    const project = await createTestProject('20');
    const marker = uniqueCode('cbs');
    const contractor = await createTestOrg({
      orgName: `${marker} 承包商`,
      orgType: '20',
      orgCode: `K${uniqueCode('k').slice(2, 9)}`,
      bpCode: 'BP-C',
    });
    await createTestOrg({ orgName: `${marker} 供应商` });
    expect((await link('/project/admin/add_cbs', project.id, contractor.id)).code).toBe(200);
    const listed = await list('/project/admin/list_cbs', project.id, { orgName: marker });
    expect(listed.result).toMatchObject({
      total: 1,
      projectName: project.projectName,
      projectNameEn: project.projectNameEn,
      rows: [{ orgId: contractor.id, orgType: '20', bpCode: 'BP-C', flag: 'y', addState: 'y' }],
    });
    expect((await list('/project/admin/list_cbs', project.id, { orgName: marker, flag: 'N' })).result.total).toBe(0);

    expect((await link('/project/admin/remove_cbs', project.id, contractor.id)).code).toBe(200);
    expect((await list('/project/admin/list_cbs', project.id, { orgName: marker })).result.rows).toMatchObject([
      { flag: 'n', createTime: '' },
    ]);
  });
});

describe('joining and leaving', () => {
  it('adding twice keeps the first join time; removing what is not added changes nothing', async () => {
    const project = await createTestProject('20');
    const org = await createTestOrg();
    await link('/project/admin/add_org', project.id, org.id);
    const joined = await getItem(keys.org(org.id));
    expect(joined).toMatchObject({ version: 2, projects: { [String(project.id)]: expect.any(String) } });

    expect((await link('/project/admin/add_org', project.id, org.id)).code).toBe(200);
    expect(await getItem(keys.org(org.id))).toEqual(joined);

    const other = await createTestOrg();
    expect((await link('/project/admin/remove_org', project.id, other.id)).code).toBe(200);
    expect(await getItem(keys.org(other.id))).toMatchObject({ version: 1, projects: {} });
  });

  it('answers both of two identical adds sent at once, joining once', async () => {
    const project = await createTestProject('20');
    const org = await createTestOrg();
    // Each add reads the organisation twice (the check, then the change).
    const release = readsBeforeWrites(keys.org(org.id).pk, 4);
    const adds = [link('/project/admin/add_org', project.id, org.id), link('/project/admin/add_org', project.id, org.id)];
    const responses = await Promise.all(adds).finally(release);
    expect(responses.map((response) => response.code)).toEqual([200, 200]);
    expect(await getItem(keys.org(org.id))).toMatchObject({ version: 2, projects: { [String(project.id)]: expect.any(String) } });
  });

  it('keeps each list to its own kind: a contractor on add_org or a supplier on add_cbs is refused', async () => {
    const project = await createTestProject('20');
    const supplier = await createTestOrg();
    const contractor = await createTestOrg({ orgType: '20', orgCode: `K${uniqueCode('k').slice(2, 9)}` });
    for (const [path, orgId] of [
      ['/project/admin/add_org', contractor.id],
      ['/project/admin/remove_org', contractor.id],
      ['/project/admin/add_cbs', supplier.id],
      ['/project/admin/remove_cbs', supplier.id],
    ] as const) {
      expect(await link(path, project.id, orgId), path).toMatchObject({ code: 400, message: '该机构不是此列表的机构类型' });
    }
    expect(await link('/project/admin/add_cbs', project.id, supplier.id, 'en')).toMatchObject({
      message: 'This organisation is not of the kind this list manages',
    });
    expect(await getItem(keys.org(supplier.id))).toMatchObject({ version: 1, projects: {} });
    expect(await getItem(keys.org(contractor.id))).toMatchObject({ version: 1, projects: {} });
  });

  it('answers 404 for an unknown organisation or project', async () => {
    const project = await createTestProject('20');
    const org = await createTestOrg();
    expect(await link('/project/admin/add_org', project.id, 987_654_321)).toMatchObject({ code: 404, message: '机构不存在' });
    expect(await link('/project/admin/remove_cbs', project.id, 987_654_321, 'en')).toMatchObject({
      code: 404,
      message: 'The organisation does not exist',
    });
    expect(await link('/project/admin/add_org', 987_654_321, org.id)).toMatchObject({ code: 404, message: '项目不存在' });
    expect(await list('/project/admin/list_org', 987_654_321)).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await list('/project/admin/list_cbs', 987_654_321)).code).toBe(404);
    expect(await getItem(keys.org(org.id))).toMatchObject({ version: 1, projects: {} });
  });
});
