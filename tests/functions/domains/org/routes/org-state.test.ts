import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgRow } from '@sddp/shared';
import { handler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { createTestOrg, listOrgsThroughApi, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';

let token: string;
const setState = (id: unknown, state: unknown, language?: string) =>
  call<OrgRow>(handler, { method: 'POST', path: '/org/admin/state', token, body: { id, state }, ...(language ? { language } : {}) });
const listedState = async (orgCode: string) => (await listOrgsThroughApi(token, { orgCode })).result.rows.map((row) => row.state);

beforeAll(async () => {
  token = (await signedIn('admin1')).token;
});

describe('POST /org/admin/state', () => {
  it("disables with 'n' and enables with 'y'; the list shows it at once", async () => {
    const org = await createTestOrg();
    const disabled = await setState(org.id, 'n');
    expect(disabled.result).toMatchObject({ id: org.id, state: '0' });
    expect(await listedState(org.orgCode)).toEqual(['0']);
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '0', version: 2 });

    expect((await setState(org.id, 'y')).result).toMatchObject({ id: org.id, state: '1' });
    expect(await listedState(org.orgCode)).toEqual(['1']);
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '1', version: 3 });
  });

  it('changes nothing when the organisation is already in that state', async () => {
    const org = await createTestOrg();
    expect((await setState(org.id, 'y')).result).toMatchObject({ state: '1' });
    expect(await getItem(keys.org(org.id))).toMatchObject({ version: 1 });
  });

  it('leaves the organisation disabled when the same change is submitted twice at once', async () => {
    const org = await createTestOrg();
    const release = readsBeforeWrites(keys.org(org.id).pk, 2);
    const responses = await Promise.all([setState(org.id, 'n'), setState(org.id, 'n')]).finally(release);
    expect(responses.map((response) => [response.code, response.result?.state])).toEqual([
      [200, '0'],
      [200, '0'],
    ]);
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '0', version: 2 });
  });

  it.each(['0', '1', 'Y', 'yes', ''])("refuses the state '%s'", async (state) => {
    const org = await createTestOrg();
    const response = await setState(org.id, state);
    expect(response).toMatchObject({ code: 400, result: { fieldErrors: { state: '输入有误，请检查后重试' } } });
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '1', version: 1 });
  });

  it('refuses a change made from a row older than the stored organisation, answering its current row', async () => {
    const org = await createTestOrg();
    const send = (state: string, version: number) =>
      call<OrgRow>(handler, { method: 'POST', path: '/org/admin/state', token, body: { id: org.id, state, version } });
    expect((await send('n', 1)).code).toBe(200);
    expect((await send('y', 2)).code).toBe(200);
    // A screen still showing the first row (enabled, version 1) asks to disable: someone enabled it again since.
    expect(await send('n', 1)).toMatchObject({
      status: 409,
      message: '数据已被他人修改，表单已显示最新内容，请核对后再保存',
      result: { current: { id: org.id, state: '1', version: 3 } },
    });
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '1', version: 3 });
  });

  it('answers 404 for an unknown organisation', async () => {
    expect(await setState(987_654_321, 'n', 'en')).toMatchObject({ code: 404, message: 'The organisation does not exist' });
  });
});
