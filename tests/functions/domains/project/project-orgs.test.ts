import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/src/domains/project/handler';
import { createOrg } from '../../../../functions/src/lib/data/orgs';
import { nextId } from '../../../../functions/src/lib/db/ids';
import { call } from '../../../support/api-event';
import { createTestProject, createTestUser, uniqueCode } from '../../../support/fixtures';
import { tokenFor } from '../../../support/sign-in';

type Rows = { rows: Array<{ orgId: number; orgName: string; flag: string; addState: string; createTime: string }>; total: number; projectName: string };

async function adminToken() {
  const admin = await createTestUser({ userRole: '50', userType: '100', orgId: 1 });
  return tokenFor(admin.userCode);
}

async function newOrg(orgType: '10' | '20', name: string) {
  const id = await nextId('org', 600_000);
  return createOrg({ id, orgCode: String(40_000_000 + id), orgName: name, orgType, bpCode: '', createTime: new Date().toISOString() });
}

describe('project suppliers and contractors', () => {
  it('joins and removes a supplier; the list shows Y/N and filters by it', async () => {
    const token = await adminToken();
    const project = await createTestProject('20');
    const marker = uniqueCode('joined');
    const org = await newOrg('10', `${marker} 供应商`);
    const list = (flag = '') =>
      call<Rows>(handler, { path: '/project/admin/list_org', token, query: { projectId: String(project.id), orgName: marker, flag } });

    expect((await list()).result).toMatchObject({ total: 1, projectName: project.projectName, rows: [{ orgId: org.id, flag: 'N', addState: 'n', createTime: '' }] });
    const joined = await call(handler, { method: 'POST', path: '/project/admin/add_org', token, body: { projectId: project.id, orgId: org.id } });
    expect(joined.code).toBe(200);
    expect((await list('Y')).result.rows).toMatchObject([{ orgId: org.id, flag: 'Y', addState: 'y' }]);
    expect((await list('N')).result.total).toBe(0);

    await call(handler, { method: 'POST', path: '/project/admin/remove_org', token, body: { projectId: project.id, orgId: org.id } });
    expect((await list('y')).result.total).toBe(0);
    expect((await list('n')).result.rows).toMatchObject([{ orgId: org.id, flag: 'N' }]);
  });

  it('spells the contractor flag in lower case and refuses a supplier on the contractor list', async () => {
    const token = await adminToken();
    const project = await createTestProject('20');
    const marker = uniqueCode('cbs');
    const contractor = await newOrg('20', `${marker} 承包商`);
    const supplier = await newOrg('10', `${marker} 供应商`);
    await call(handler, { method: 'POST', path: '/project/admin/add_cbs', token, body: { projectId: project.id, orgId: contractor.id } });
    const listed = await call<Rows>(handler, { path: '/project/admin/list_cbs', token, query: { projectId: String(project.id), orgName: marker } });
    expect(listed.result.rows).toMatchObject([{ orgId: contractor.id, flag: 'y' }]);
    const refused = await call(handler, { method: 'POST', path: '/project/admin/add_cbs', token, body: { projectId: project.id, orgId: supplier.id } });
    expect(refused.code).toBe(400);
  });
});
