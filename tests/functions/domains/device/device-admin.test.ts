import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, ItemInfo, TagRow } from '@sddp/shared';
import { handler } from '#domains/device/handler';
import { getTag } from '#entities/device';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { contractPlan, createContracts, freshProjectId, tagOn } from './device-fixtures';

let admin: string;
const get = <T>(path: string, query: Record<string, string>, language?: string) =>
  call<T>(handler, { path, query, token: admin, ...(language ? { language } : {}) });
const post = <T>(path: string, body: Record<string, unknown>, language?: string) =>
  call<T>(handler, { method: 'POST', path, body, token: admin, ...(language ? { language } : {}) });

beforeAll(async () => {
  admin = (await signedIn('admin')).token;
});

describe('contracts and tag numbers', () => {
  it('lists a project’s contracts newest first with their tag counts, filtered by supplier and number', async () => {
    const projectId = await freshProjectId();
    const [first, second] = await createContracts([
      contractPlan(projectId, 101, [tagOn(1), tagOn(2)], { supplierName: '华东泵业' }),
      contractPlan(projectId, 102, [tagOn(3)], { supplierName: '江南阀门' }),
    ]);
    const all = await get<{ rows: ContractRow[]; total: number }>('/device/admin_list_contract', { projectId: String(projectId) });
    expect(all.result).toMatchObject({
      total: 2,
      rows: [
        { id: second!.id, tagCount: 1 },
        { id: first!.id, tagCount: 2, handedOverAt: '' },
      ],
    });
    const bySupplier = await get<{ total: number }>('/device/admin_list_contract', { projectId: String(projectId), supplierName: '江南' });
    expect(bySupplier.result.total).toBe(1);
    const byNumber = await get<{ total: number }>('/device/admin_list_contract', { contractNo: first!.contractNo.toLowerCase() });
    expect(byNumber.result.total).toBe(1);

    const tags = await get<{ rows: TagRow[]; total: number }>('/device/admin_list_weihao', { contractId: String(first!.id) });
    expect(tags.result.total).toBe(2);
    expect(tags.result.rows[0]).toMatchObject({ contractId: first!.id, pumpId: 2, equipmentType: 2, completeness: 0 });
  });

  it('refuses to delete a contract that still has tag numbers, and deletes them with it only when asked', async () => {
    const projectId = await freshProjectId();
    const [contract] = await createContracts([contractPlan(projectId, 101, [tagOn(5), tagOn(6), tagOn()])]);
    const tagIds = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contract!.id) })).result.rows.map(
      (tag) => tag.id,
    );

    const refused = await post('/device/admin_delete_contract', { id: contract!.id }, 'en');
    expect(refused).toMatchObject({ code: 409, message: 'The contract still has 3 tag numbers; confirm to delete them with it' });
    expect(await getItem(keys.deviceContract(contract!.id))).toBeDefined();
    expect(await getTag(tagIds[0]!)).toBeDefined();

    const deleted = await post('/device/admin_delete_contract', { id: contract!.id, withTags: true });
    expect(deleted).toMatchObject({ code: 200, result: { id: contract!.id, tagsDeleted: 3 } });
    expect(await getItem(keys.deviceContract(contract!.id))).toBeUndefined();
    for (const id of tagIds) expect(await getTag(id)).toBeUndefined();
    // The contract number and tag numbers are free again.
    expect(await getItem(keys.deviceContractNoGuard(projectId, contract!.contractNo))).toBeUndefined();
    expect((await post('/device/admin_delete_contract', { id: contract!.id })).code).toBe(404);
  });

  it('deletes a contract without tag numbers at once, and a tag number with the contract’s count', async () => {
    const projectId = await freshProjectId();
    const [contract] = await createContracts([contractPlan(projectId, 101, [tagOn(7)])]);
    const [tag] = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contract!.id) })).result.rows;
    expect((await post('/device/admin_delete_weihao', { id: tag!.id })).code).toBe(200);
    expect((await post('/device/admin_delete_weihao', { id: tag!.id })).code).toBe(404);
    const after = await get<{ rows: ContractRow[] }>('/device/admin_list_contract', { projectId: String(projectId) });
    expect(after.result.rows[0]).toMatchObject({ tagCount: 0 });
    expect((await post('/device/admin_delete_contract', { id: contract!.id })).code).toBe(200);
  });

  it('refuses a second contract with the same number in one project, writing nothing of the batch', async () => {
    const projectId = await freshProjectId();
    const [kept] = await createContracts([contractPlan(projectId, 101, [tagOn(8)])]);
    await expect(
      createContracts([
        contractPlan(projectId, 102, [tagOn(9), tagOn(10)]),
        contractPlan(projectId, 103, [], { contractNo: kept!.contractNo }),
      ]),
    ).rejects.toThrow('device guard taken');
    const listed = await get<{ rows: ContractRow[]; total: number }>('/device/admin_list_contract', { projectId: String(projectId) });
    expect(listed.result).toMatchObject({ total: 1, rows: [{ id: kept!.id }] });
  });

  it('records the hand-over to DHMC once, with when and by whom', async () => {
    const projectId = await freshProjectId();
    const [contract] = await createContracts([contractPlan(projectId, 101, [])]);
    const handed = await post<ContractRow>('/device/admin_dhmc_contract', { id: contract!.id, version: contract!.version });
    expect(handed.code).toBe(200);
    expect(handed.result.handedOverAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(handed.result.handedOverBy).not.toBe('');
    const again = await post('/device/admin_dhmc_contract', { id: contract!.id }, 'en');
    expect(again.code).toBe(409);
    expect(again.message).toContain('handed over to DHMC at');
    const { handedOverContractsOf } = await import('#domains/dhmc/data/device-handover');
    expect((await handedOverContractsOf(projectId)).map((row) => row.id)).toEqual([contract!.id]);
  });
});

describe('item data sheets', () => {
  it('saves a sheet with its version, and of two saves from the same version exactly one wins (409 with the current sheet)', async () => {
    const projectId = await freshProjectId();
    const [contract] = await createContracts([contractPlan(projectId, 101, [tagOn(11)])]);
    const [tag] = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contract!.id) })).result.rows;
    const info = await get<ItemInfo>('/device/admin_item_info', { id: String(tag!.id) });
    expect(info.result).toMatchObject({ id: tag!.id, version: 1, sheet: { manufacturer: '' } });

    const save = (manufacturer: string) =>
      post<ItemInfo>('/device/admin_item_update', { id: tag!.id, version: 1, itemName: 'OH2 泵', quantity: 2, manufacturer, model: 'X-1' });
    const answers = await Promise.all([save('甲厂'), save('乙厂')]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.code === 200)!.result;
    const loser = answers.find((answer) => answer.code === 409)! as unknown as { result: { current: ItemInfo } };
    expect(loser.result.current).toMatchObject({ version: 2, sheet: { manufacturer: winner.sheet.manufacturer } });
    const stored = await get<ItemInfo>('/device/admin_item_info', { id: String(tag!.id) });
    expect(stored.result).toMatchObject({
      version: 2,
      quantity: 2,
      completeness: 25,
      sheet: { manufacturer: winner.sheet.manufacturer, model: 'X-1' },
    });
  });

  it('refuses an invalid sheet with field errors and changes nothing', async () => {
    const projectId = await freshProjectId();
    const [contract] = await createContracts([contractPlan(projectId, 101, [tagOn()])]);
    const [tag] = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contract!.id) })).result.rows;
    const refused = await post<{ fieldErrors: Record<string, string> }>('/device/admin_item_update', {
      id: tag!.id,
      version: 1,
      itemName: ' ',
      quantity: 0,
      remark: 'x'.repeat(501),
    });
    expect(refused.code).toBe(400);
    expect(Object.keys(refused.result.fieldErrors).sort()).toEqual(['itemName', 'quantity', 'remark']);
    expect((await getTag(tag!.id))?.version).toBe(1);
  });
});

describe('reports', () => {
  it('count tag numbers by type, contracts by supplier and sheet completeness exactly as a hand count of the fixture', async () => {
    const projectId = await freshProjectId();
    // Demo pump i has type (i mod 8) + 1. Supplier 101: two contracts (one handed over), tags on pumps 0 and 8
    // (type 1), 1 (type 2) and one other item. Supplier 102: one contract, one tag on pump 2 (type 3).
    const [a, , c] = await createContracts([
      contractPlan(projectId, 101, [tagOn(0), tagOn(8), tagOn()], { supplierName: '甲' }),
      contractPlan(projectId, 101, [tagOn(1)], { supplierName: '甲' }),
      contractPlan(projectId, 102, [tagOn(2)], { supplierName: '乙' }),
    ]);
    await post('/device/admin_dhmc_contract', { id: a!.id });
    const [cTag] = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(c!.id) })).result.rows;
    const full = {
      manufacturer: 'm',
      model: 'm',
      material: 'm',
      designPressure: '1',
      designTemperature: '2',
      motorPower: '3',
      weight: '4',
      remark: 'r',
    };
    expect((await post('/device/admin_item_update', { id: cTag!.id, version: 1, itemName: 'x', quantity: 1, ...full })).code).toBe(200);

    const query = { projectId: String(projectId) };
    const report1 = await get<{ rows: unknown[] }>('/device/report1', query);
    expect(report1.result.rows).toEqual([
      { projectId, projectName: `项目${projectId}`, equipmentType: 0, tags: 1 },
      { projectId, projectName: `项目${projectId}`, equipmentType: 1, tags: 2 },
      { projectId, projectName: `项目${projectId}`, equipmentType: 2, tags: 1 },
      { projectId, projectName: `项目${projectId}`, equipmentType: 3, tags: 1 },
    ]);
    const report2 = await get<{ rows: unknown[] }>('/device/report2', query);
    expect(report2.result.rows).toEqual([
      // No tag has a factory object class: nothing is required, nothing submitted (issue 29's columns are empty).
      { supplierId: 101, supplierName: '甲', contracts: 2, tags: 4, handedOver: 1, deliveryCompleteness: null, onTimeShare: null },
      { supplierId: 102, supplierName: '乙', contracts: 1, tags: 1, handedOver: 0, deliveryCompleteness: null, onTimeShare: null },
    ]);
    const report3 = await get<{ rows: unknown[] }>('/device/report3', query);
    expect(report3.result.rows).toEqual([
      { supplierId: 101, supplierName: '甲', items: 4, complete: 0, averageCompleteness: 0 },
      { supplierId: 102, supplierName: '乙', items: 1, complete: 1, averageCompleteness: 100 },
    ]);
  });
});

describe('access', () => {
  const ADMIN_CALLS = [
    ['GET', '/device/admin_list_contract', {}],
    ['GET', '/device/admin_list_weihao', { contractId: '1' }],
    ['GET', '/device/admin_item_info', { id: '1' }],
    ['POST', '/device/admin_delete_contract', { id: 1 }],
    ['POST', '/device/admin_delete_weihao', { id: 1 }],
    ['POST', '/device/admin_item_update', { id: 1, version: 1, itemName: 'x', quantity: 1 }],
    ['POST', '/device/admin_dhmc_contract', { id: 1 }],
  ] as const;
  const REPORTS = ['/device/report1', '/device/report2', '/device/report3'];

  it.each(['userAdmin', 'user', 'provider'] as const)('refuses %s every administration call and every report (403)', async (role) => {
    const token = (await signedIn(role)).token;
    for (const [method, path, input] of ADMIN_CALLS) {
      const answer = await call(handler, method === 'GET' ? { path, query: input, token } : { method, path, body: input, token });
      expect([path, answer.code]).toEqual([path, 403]);
    }
    for (const path of REPORTS) expect((await call(handler, { path, query: {}, token })).code).toBe(403);
  });

  it.each(['admin', 'admin1'] as const)('lets %s in (a missing record is a 404, not a 403)', async (role) => {
    const token = (await signedIn(role)).token;
    for (const [method, path, input] of ADMIN_CALLS) {
      const answer = await call(handler, method === 'GET' ? { path, query: input, token } : { method, path, body: input, token });
      expect([path, answer.code]).not.toEqual([path, 403]);
    }
    for (const path of REPORTS) expect((await call(handler, { path, query: {}, token })).code).toBe(200);
  });

  it('refuses callers without a session (401)', async () => {
    for (const [method, path, input] of ADMIN_CALLS) {
      const answer = await call(handler, method === 'GET' ? { path, query: input } : { method, path, body: input });
      expect(answer.code).toBe(401);
    }
  });
});
