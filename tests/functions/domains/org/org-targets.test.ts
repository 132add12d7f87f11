import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_ID } from '@sddp/shared';
import { handler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { ADMIN_ROLES, createTestOrg, ROLE_FIELDS, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { operatingOrg, refusal } from '#test/targets';

const post = (token: string, path: '/org/admin/state' | '/org/admin/update', body: Record<string, unknown>) =>
  call(handler, { method: 'POST', path, token, body });
const operatingType = () => createTestOrg({ orgType: '50', orgCode: `OP${uniqueCode('o').slice(2, 10)}`, orgName: uniqueCode('运营') });

describe.each(ADMIN_ROLES)('organisation writes as %s: the target organisation is checked', (role) => {
  let token: string;
  beforeAll(async () => {
    await operatingOrg();
    token = (await signedIn(role)).token;
  });

  it('may not disable organisation 1 or any operating-type organisation; enabling them changes nothing', async () => {
    const other = await operatingType();
    for (const id of [ORG_ID.operating, other.id]) {
      expect(await post(token, '/org/admin/state', { id, state: 'n' }), `org ${id}`).toMatchObject(refusal('error.operatingOrgProtected'));
      expect(await getItem(keys.org(id))).toMatchObject({ state: '1' });
      expect((await post(token, '/org/admin/state', { id, state: 'y' })).code).toBe(200);
    }
    expect(await getItem(keys.org(other.id))).toMatchObject({ state: '1', version: 1 });
  });

  it('may not disable its own organisation', async () => {
    const own = await createTestOrg({ orgName: uniqueCode('own') });
    const caller = await createTestUser({ ...ROLE_FIELDS[role], orgId: own.id });
    expect(await post(await tokenFor(caller.userCode), '/org/admin/state', { id: own.id, state: 'n' })).toMatchObject(
      refusal('error.forbidden'),
    );
    expect(await getItem(keys.org(own.id))).toMatchObject({ state: '1', version: 1 });
  });
});

describe('renaming the operating organisation', () => {
  it('admin1 may not rename it (organisation 1 or another operating-type one) and changes nothing', async () => {
    const { orgName } = await operatingOrg();
    const other = await operatingType();
    const { token } = await signedIn('admin1');
    for (const org of [{ id: ORG_ID.operating, orgName }, other]) {
      const { version } = (await getItem(keys.org(org.id)))!;
      const response = await post(token, '/org/admin/update', { id: org.id, orgName: uniqueCode('改名'), version });
      expect(response, `org ${org.id}`).toMatchObject(refusal('error.operatingOrgProtected'));
      expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: org.orgName });
    }
    expect(await getItem(keys.org(other.id))).toMatchObject({ version: 1 });
    const sameName = await post(token, '/org/admin/update', { id: other.id, orgName: other.orgName, bpCode: 'BP-OP', version: 1 });
    expect(sameName).toMatchObject({ code: 200, result: { bpCode: 'BP-OP' } });
  });

  it('admin may rename it', async () => {
    const other = await operatingType();
    const orgName = uniqueCode('新名');
    expect(await post((await signedIn('admin')).token, '/org/admin/update', { id: other.id, orgName, version: 1 })).toMatchObject({
      code: 200,
      result: { orgName },
    });
  });
});
