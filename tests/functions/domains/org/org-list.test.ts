import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler } from '#domains/org/handler';
import { forgetOrgListCopy } from '#entities/org';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { createOrgThroughApi, createTestOrg, freshOrgCode, listOrgsThroughApi, signedIn, type OrgListQuery } from '#test/orgs';

let token: string;
const list = (query: OrgListQuery, onHandler = handler) => listOrgsThroughApi(token, query, onHandler);
const hex = () => uniqueCode('x').slice(2);

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('GET /org/admin/list filters', () => {
  it('matches the name anywhere in it, ignoring case, with the exact total', async () => {
    const marker = uniqueCode('name');
    const alpha = await createTestOrg({ orgName: `Alpha ${marker} 机械` });
    const beta = await createTestOrg({ orgName: `beta-${marker}` });
    const gamma = await createTestOrg({ orgName: `${marker.toUpperCase()} Gamma`, orgType: '20', orgCode: `C-${hex()}` });

    const all = await list({ orgName: marker.toUpperCase() });
    expect(all.code).toBe(200);
    expect(all.result.total).toBe(3);
    expect(all.result.rows.map((row) => row.id)).toEqual([gamma.id, beta.id, alpha.id]);
    expect((await list({ orgName: `${marker} 机` })).result.rows.map((row) => row.id)).toEqual([alpha.id]);
    expect((await list({ orgName: `A ${marker}` })).result).toMatchObject({ total: 1, rows: [{ id: alpha.id }] });
    expect((await list({ orgName: `${marker}-nothing` })).result).toEqual({ rows: [], total: 0 });
  });

  it('matches the code anywhere in it, ignoring case', async () => {
    const middle = hex();
    const other = await createTestOrg({ orgType: '80', orgCode: `DH-${middle.toUpperCase()}-01`, orgName: 'DHMC' });
    const supplierCode = await freshOrgCode();
    const supplier = await createTestOrg({ orgCode: supplierCode });

    expect((await list({ orgCode: middle })).result).toMatchObject({
      total: 1,
      rows: [{ id: other.id, orgCode: `DH-${middle.toUpperCase()}-01` }],
    });
    expect((await list({ orgCode: `dh-${middle}` })).result.total).toBe(1);
    expect((await list({ orgCode: supplierCode })).result).toMatchObject({ total: 1, rows: [{ id: supplier.id }] });
  });

  it('matches the BP code anywhere in it, ignoring case, under bpCode and the spec spelling BPCode', async () => {
    const middle = hex();
    const marker = uniqueCode('bp');
    const first = await createTestOrg({ orgName: `${marker} one`, bpCode: `BP-${middle.toUpperCase()}-7` });
    const second = await createTestOrg({ orgName: `${marker} two`, bpCode: `bp-${middle}-8` });
    await createTestOrg({ orgName: `${marker} three`, bpCode: '' });

    expect((await list({ bpCode: middle.toUpperCase() })).result.rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await list({ BPCode: `${middle}-7` })).result).toMatchObject({
      total: 1,
      rows: [{ id: first.id, bpCode: `BP-${middle.toUpperCase()}-7` }],
    });
    // Filters combine: name and BP code must both match.
    expect((await list({ orgName: marker, bpCode: `${middle}-8` })).result).toMatchObject({ total: 1, rows: [{ id: second.id }] });
    expect((await list({ orgName: marker })).result.total).toBe(3);
  });
});

describe('GET /org/admin/list paging', () => {
  it('pages newest first by id with the total of all matches on every page', async () => {
    const marker = uniqueCode('page');
    const created = [];
    for (let index = 0; index < 5; index++) created.push(await createTestOrg({ orgName: `${marker} ${index}` }));
    const newestFirst = created.map((org) => org.id).sort((a, b) => b - a);
    expect(newestFirst).toEqual(created.map((org) => org.id).reverse());

    const page = async (number: number) => (await list({ orgName: marker, page: String(number), limit: '2' })).result;
    expect(await page(1)).toMatchObject({ total: 5, rows: [{ id: newestFirst[0] }, { id: newestFirst[1] }] });
    const second = await page(2);
    expect(second.total).toBe(5);
    expect(second.rows.map((row) => row.id)).toEqual([newestFirst[2], newestFirst[3]]);
    expect((await page(3)).rows.map((row) => row.id)).toEqual([newestFirst[4]]);
    expect(await page(4)).toEqual({ rows: [], total: 5 });
  });

  it('answers every organisation without filters, newest first', async () => {
    const org = await createTestOrg();
    const { result } = await list({ limit: '50' });
    expect(result.total).toBeGreaterThanOrEqual(1);
    const ids = result.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBeGreaterThanOrEqual(org.id);
    expect(result.rows[0]).toEqual({
      id: expect.any(Number),
      orgCode: expect.any(String),
      bpCode: expect.any(String),
      orgName: expect.any(String),
      orgType: expect.any(String),
      state: expect.any(String),
      createTime: expect.any(String),
      linkman: expect.any(String),
      mobile: expect.any(String),
      email: expect.any(String),
      primaryUserId: expect.any(Number),
      version: expect.any(Number),
    });
  });

  it('refuses a page size over the limit and a page below 1', async () => {
    expect((await list({ limit: '1000' })).code).toBe(400);
    expect((await list({ page: '0' })).code).toBe(400);
  });
});

describe('the list sees every change at once', () => {
  it('shows a just-created, just-renamed and just-disabled organisation in the very next call', async () => {
    const marker = uniqueCode('fresh');
    expect((await list({ orgName: marker })).result.total).toBe(0);

    const created = await createOrgThroughApi(token, { orgCode: await freshOrgCode(), orgName: `${marker} 新建` });
    expect(created.code).toBe(200);
    expect((await list({ orgName: marker })).result).toMatchObject({
      total: 1,
      rows: [{ id: created.result.id, orgName: `${marker} 新建`, state: '1' }],
    });

    const renamed = `${marker} 改名`;
    expect(
      (
        await call(handler, {
          method: 'POST',
          path: '/org/admin/update',
          token,
          body: { id: created.result.id, orgName: renamed, version: 1 },
        })
      ).code,
    ).toBe(200);
    expect((await list({ orgName: `${marker} 新建` })).result.total).toBe(0);
    expect((await list({ orgName: renamed })).result.rows).toMatchObject([{ id: created.result.id, orgName: renamed }]);

    expect(
      (await call(handler, { method: 'POST', path: '/org/admin/state', token, body: { id: created.result.id, state: 'n', version: 2 } }))
        .code,
    ).toBe(200);
    expect((await list({ orgName: marker })).result.rows).toMatchObject([{ id: created.result.id, state: '0' }]);

    // A cold instance builds its copy from the stored catalogue and answers the same.
    const warm = await list({ orgName: marker });
    forgetOrgListCopy();
    expect(await list({ orgName: marker })).toEqual(warm);
  });

  it('shows the writes of another instance, both ways', async () => {
    vi.resetModules();
    const other = (await import('#domains/org/handler')).handler;
    expect(other).not.toBe(handler);
    const marker = uniqueCode('other');
    // Both instances have a copy before anything of this test is written.
    expect((await list({ orgName: marker })).result.total).toBe(0);
    expect((await list({ orgName: marker }, other)).result.total).toBe(0);

    const created = await createOrgThroughApi(token, { orgCode: await freshOrgCode(), orgName: `${marker} A` });
    expect((await list({ orgName: marker }, other)).result.rows).toMatchObject([{ id: created.result.id, orgName: `${marker} A` }]);

    const renamed = await call(other, {
      method: 'POST',
      path: '/org/admin/update',
      token,
      body: { id: created.result.id, orgName: `${marker} B`, bpCode: 'BP-9', version: 1 },
    });
    expect(renamed.code).toBe(200);
    expect((await list({ orgName: marker })).result.rows).toMatchObject([
      { id: created.result.id, orgName: `${marker} B`, bpCode: 'BP-9' },
    ]);
    expect(await list({ orgName: marker }, other)).toEqual(await list({ orgName: marker }));
  });
});
