import { describe, expect, it } from 'vitest';
import { ORG_ID } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { createTestProject, getItem, keys, uniqueCode } from '#test/fixtures';
import { ADMIN_ROLES, createTestOrg, signedIn } from '#test/orgs';
import { forceIntoProject, operatingOrg, refusal } from '#test/targets';

const LINK_PATHS = ['/project/admin/add_org', '/project/admin/remove_org', '/project/admin/add_cbs', '/project/admin/remove_cbs'];

describe.each(ADMIN_ROLES)('project joins and removals as %s: never the operating organisation', (role) => {
  it('refuses organisation 1 and any operating-type organisation on every list, in or out, changing nothing', async () => {
    const { token } = await signedIn(role);
    const project = await createTestProject('20');
    await operatingOrg();
    const joined = { [String(project.id)]: new Date().toISOString() };
    const other = await createTestOrg({ orgType: '50', orgCode: `OP${uniqueCode('o').slice(2, 10)}`, projects: joined });
    await forceIntoProject(ORG_ID.operating, project.id);
    for (const orgId of [ORG_ID.operating, other.id]) {
      for (const path of LINK_PATHS) {
        const response = await call(handler, { method: 'POST', path, token, body: { projectId: project.id, orgId } });
        expect(response, `${path} ${orgId}`).toMatchObject(refusal('error.operatingOrgProtected'));
      }
      expect((await getItem(keys.org(orgId)))?.projects).toHaveProperty(String(project.id));
    }
    expect(await getItem(keys.org(other.id))).toMatchObject({ version: 1 });
  });

  it('still answers 400 for an organisation of the other kind', async () => {
    const { token } = await signedIn(role);
    const project = await createTestProject('20');
    const owner = await createTestOrg({ orgType: '90', orgCode: `OW${uniqueCode('o').slice(2, 10)}` });
    for (const path of LINK_PATHS) {
      expect((await call(handler, { method: 'POST', path, token, body: { projectId: project.id, orgId: owner.id } })).code, path).toBe(400);
    }
    expect(await getItem(keys.org(owner.id))).toMatchObject({ version: 1, projects: {} });
  });
});
