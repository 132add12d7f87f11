import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgRow } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { handler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, listOrgsThroughApi, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';
import { tokenFor } from '#test/sign-in';

let token: string;
const update = (body: Record<string, unknown>, language?: string) =>
  call<OrgRow>(handler, { method: 'POST', path: '/org/admin/update', token, body, ...(language ? { language } : {}) });

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('POST /org/admin/update', () => {
  it('changes the name and the BP code, never the code, type or state', async () => {
    const org = await createTestOrg({ orgName: uniqueCode('旧名'), bpCode: 'BP-OLD' });
    const orgName = uniqueCode('新名');
    const response = await update({ id: org.id, orgName, bpCode: 'BP-NEW', orgCode: '99999999', orgType: '20', state: '0', version: 1 });
    expect(response.code).toBe(200);
    expect(response.result).toEqual({
      id: org.id,
      orgCode: org.orgCode,
      bpCode: 'BP-NEW',
      orgName,
      orgType: '10',
      state: '1',
      createTime: org.createTime,
      linkman: org.contact.linkman,
      mobile: org.contact.mobile,
      email: org.contact.email,
      primaryUserId: org.primaryUserId,
      version: 2,
    });
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgCode: org.orgCode, orgName, bpCode: 'BP-NEW', version: 2 });
    expect((await listOrgsThroughApi(token, { orgCode: org.orgCode })).result.rows).toEqual([response.result]);
    expect(await getItem(keys.orgCodeGuard('99999999'))).toBeUndefined();
  });

  it('keeps the BP code when none is sent, and clears it when an empty one is', async () => {
    const org = await createTestOrg({ bpCode: 'BP-KEEP' });
    expect((await update({ id: org.id, orgName: 'renamed', version: 1 })).result.bpCode).toBe('BP-KEEP');
    expect((await update({ id: org.id, orgName: 'renamed', bpCode: '', version: 2 })).result.bpCode).toBe('');
  });

  it('gives the organisation’s users the new name', async () => {
    const org = await createTestOrg({ orgName: uniqueCode('旧') });
    const [first, second] = [
      await createTestUser({ orgId: org.id, orgName: org.orgName }),
      await createTestUser({ orgId: org.id, orgName: org.orgName }),
    ];
    const bystander = await createTestUser({ orgName: org.orgName });
    const orgName = uniqueCode('新');
    expect((await update({ id: org.id, orgName, version: 1 })).code).toBe(200);
    const info = await call<{ user: { orgName: string } }>(authHandler, { path: '/user/info', token: await tokenFor(first.userCode) });
    expect(info.result.user.orgName).toBe(orgName);
    expect(await getItem(keys.user(second.id))).toMatchObject({ orgName });
    expect(await getItem(keys.user(bystander.id))).toMatchObject({ orgName: org.orgName });
  });

  it('validates like the create form', async () => {
    const org = await createTestOrg();
    expect(await update({ id: org.id, orgName: 'x'.repeat(51), version: 1 }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { orgName: 'At most 50 characters' } },
    });
    expect(await update({ id: org.id, orgName: '', version: 1 })).toMatchObject({
      code: 400,
      result: { fieldErrors: { orgName: '请输入机构名称' } },
    });
    expect((await update({ id: org.id, orgName: 'ok', bpCode: 'B'.repeat(51), version: 1 })).code).toBe(400);
    expect((await update({ id: 'abc', orgName: 'ok', version: 1 })).code).toBe(400);
    expect(await update({ id: org.id, orgName: 'ok' }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { version: 'The data version is missing, please refresh and try again' } },
    });
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: org.orgName, version: 1 });
  });

  it('answers both of a double submit of the same edit, writing it once', async () => {
    const org = await createTestOrg();
    const orgName = uniqueCode('twice');
    const release = readsBeforeWrites(keys.org(org.id).pk, 2);
    const responses = await Promise.all([
      update({ id: org.id, orgName, bpCode: 'BP-2', version: 1 }),
      update({ id: org.id, orgName, bpCode: 'BP-2', version: 1 }),
    ]).finally(release);
    expect(responses.map((response) => [response.code, response.result?.orgName])).toEqual([
      [200, orgName],
      [200, orgName],
    ]);
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName, bpCode: 'BP-2', version: 2 });
  });

  it('still refuses an edit that lost to a different one', async () => {
    const org = await createTestOrg();
    const release = readsBeforeWrites(keys.org(org.id).pk, 2);
    const responses = await Promise.all([
      update({ id: org.id, orgName: uniqueCode('a'), version: 1 }),
      update({ id: org.id, orgName: uniqueCode('b'), version: 1 }),
    ]).finally(release);
    expect(responses.map((response) => response.code).sort()).toEqual([200, 409]);
  });

  it('refuses a save from a form opened before another administrator changed it, answering the current values', async () => {
    const org = await createTestOrg({ orgName: uniqueCode('原名'), bpCode: 'BP-0' });
    const renamedByA = uniqueCode('A改');
    expect((await update({ id: org.id, orgName: renamedByA, version: 1 })).code).toBe(200);
    const stale = await update({ id: org.id, orgName: uniqueCode('B改'), bpCode: 'BP-B', version: 1 }, 'en');
    expect(stale).toMatchObject({
      status: 409,
      message: 'The data was changed by someone else; the form now shows the current values, check them and save again',
      result: { current: { id: org.id, orgName: renamedByA, bpCode: 'BP-0', version: 2 } },
    });
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: renamedByA, bpCode: 'BP-0', version: 2 });
    expect(await update({ id: org.id, orgName: uniqueCode('B再改'), bpCode: 'BP-B', version: 2 })).toMatchObject({
      code: 200,
      result: { version: 3 },
    });
  });

  it('answers a stale save that asks for what is already stored with 200, writing nothing', async () => {
    const org = await createTestOrg();
    const orgName = uniqueCode('same');
    expect((await update({ id: org.id, orgName, bpCode: '', version: 1 })).code).toBe(200);
    expect(await update({ id: org.id, orgName, bpCode: '', version: 1 })).toMatchObject({ code: 200, result: { version: 2 } });
    expect(await getItem(keys.org(org.id))).toMatchObject({ version: 2 });
  });

  it('answers 404 for an unknown organisation', async () => {
    expect(await update({ id: 987_654_321, orgName: 'ghost', version: 1 })).toMatchObject({ code: 404, message: '机构不存在' });
    expect(await update({ id: 987_654_321, orgName: 'ghost', version: 1 }, 'en')).toMatchObject({
      code: 404,
      message: 'The organisation does not exist',
    });
  });
});
