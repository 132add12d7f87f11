import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, DeviceProjectOption, SupplierOption, TagPlaceOptions, TagRow } from '@sddp/shared';
import { handler } from '#domains/device/handler';
import { getContract } from '#entities/device';
import { replaceBreakdown } from '#entities/project-breakdown';
import { seedDemoPumps } from '#local/demo/pump-demo';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, logTextsOf, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { freshTagNumber } from './device-fixtures';

let admin: string;
let adminCode: string;
const post = <T>(path: string, body: Record<string, unknown>, language?: string, token = admin) =>
  call<T>(handler, { method: 'POST', path, body, token, ...(language ? { language } : {}) });
const get = <T>(path: string, query: Record<string, string>, token = admin) => call<T>(handler, { path, query, token });

type FieldErrors = { fieldErrors: Record<string, string> };

beforeAll(async () => {
  await seedDemoPumps();
  const signed = await signedIn('admin');
  admin = signed.token;
  adminCode = signed.user.userCode;
});

async function freshContract() {
  const project = await createTestProject();
  const supplier = await createTestOrg({ orgName: `${uniqueCode('泵业')} 公司` });
  const contractNo = uniqueCode('HT');
  const created = await post<ContractRow>('/device/admin_add_contract', {
    projectId: project.id,
    orgCode: supplier.orgCode,
    contractNo,
    contractName: '机泵采购',
  });
  return { project, supplier, contractNo, created };
}

describe('POST /device/admin_add_contract', () => {
  it('adds a contract of a project and supplier, listed at once, with a log row', async () => {
    const { project, supplier, contractNo, created } = await freshContract();
    expect(created).toMatchObject({
      code: 200,
      result: { projectId: project.id, supplierId: supplier.id, supplierName: supplier.orgName, contractNo, tagCount: 0, version: 1 },
    });
    const listed = await get<{ rows: ContractRow[] }>('/device/admin_list_contract', { projectId: String(project.id) });
    expect(listed.result.rows.map((row) => row.contractNo)).toEqual([contractNo]);
    expect(await logTextsOf(adminCode)).toContain(`新增设备合同 ${contractNo}`);
  });

  it('refuses a contract number already in the project (ignoring case), naming it, and writes nothing', async () => {
    const { project, supplier, contractNo } = await freshContract();
    const again = await post<FieldErrors>(
      '/device/admin_add_contract',
      { projectId: project.id, orgCode: supplier.orgCode, contractNo: contractNo.toUpperCase(), contractName: '第二份' },
      'en',
    );
    expect(again.code).toBe(400);
    expect(again.result.fieldErrors).toEqual({ contractNo: `Contract no. "${contractNo.toUpperCase()}" already exists in this project` });
    const listed = await get<{ total: number }>('/device/admin_list_contract', { projectId: String(project.id) });
    expect(listed.result.total).toBe(1);
    // The same number in another project is another contract.
    const other = await createTestProject();
    expect(
      (await post('/device/admin_add_contract', { projectId: other.id, orgCode: supplier.orgCode, contractNo, contractName: 'x' })).code,
    ).toBe(200);
  });

  it('applies the import’s rules: an unknown project, an organisation that is not a supplier, bad fields', async () => {
    const contractor = await createTestOrg({ orgType: '20' });
    const refused = await post<FieldErrors>(
      '/device/admin_add_contract',
      { projectId: 999_999_999, orgCode: contractor.orgCode, contractNo: uniqueCode('HT'), contractName: 'x' },
      'en',
    );
    expect(refused.code).toBe(400);
    expect(Object.keys(refused.result.fieldErrors).sort()).toEqual(['orgCode', 'projectId']);
    expect(refused.result.fieldErrors.orgCode).toContain(contractor.orgCode);

    const blank = await post<FieldErrors>('/device/admin_add_contract', { contractNo: ' ', contractName: 'x'.repeat(101) });
    expect(blank.code).toBe(400);
    expect(Object.keys(blank.result.fieldErrors).sort()).toEqual(['contractName', 'contractNo', 'orgCode', 'projectId']);
  });

  it('gives concurrent creates distinct ids from the shared counter, and of one number exactly one wins', async () => {
    const project = await createTestProject();
    const supplier = await createTestOrg();
    const numbers = Array.from({ length: 8 }, () => uniqueCode('HT'));
    const answers = await Promise.all(
      numbers.map((contractNo) =>
        post<ContractRow>('/device/admin_add_contract', {
          projectId: project.id,
          orgCode: supplier.orgCode,
          contractNo,
          contractName: 'x',
        }),
      ),
    );
    const ids = answers.map((answer) => answer.result.id);
    expect(new Set(ids).size).toBe(numbers.length);

    const same = uniqueCode('HT');
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/device/admin_add_contract', { projectId: project.id, orgCode: supplier.orgCode, contractNo: same, contractName: 'x' }),
      ),
    );
    expect(racing.map((answer) => answer.code).sort()).toEqual([200, 400, 400, 400]);
    const listed = await get<{ total: number }>('/device/admin_list_contract', { projectId: String(project.id), contractNo: same });
    expect(listed.result.total).toBe(1);
  });
});

describe('POST /device/admin_add_weihao', () => {
  it('adds a tag number on a catalogue pump with the contract’s count, and one on another item', async () => {
    const { created } = await freshContract();
    const contractId = created.result.id;
    const onPump = await post<TagRow>('/device/admin_add_weihao', {
      contractId,
      weihao: freshTagNumber(),
      itemName: 'OH2 泵',
      pumpId: 7,
      quantity: 2,
    });
    expect(onPump).toMatchObject({ code: 200, result: { contractId, pumpId: 7, equipmentType: 7, quantity: 2, completeness: 0 } });
    const other = await post<TagRow>('/device/admin_add_weihao', { contractId, weihao: freshTagNumber(), itemName: '电动葫芦' });
    expect(other).toMatchObject({ code: 200, result: { pumpId: 0, equipmentType: 0, quantity: 1 } });
    expect(await getContract(contractId)).toMatchObject({ tagCount: 2, version: 3 });
    const tags = await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contractId) });
    expect(tags.result.rows.map((tag) => tag.id)).toEqual([onPump.result.id, other.result.id]);
    expect(await logTextsOf(adminCode)).toContain(`新增位号 ${onPump.result.weihao}（合同 ${created.result.contractNo}）`);
  });

  it('refuses a tag number taken anywhere in the project, an unknown pump and a bad number; nothing is written', async () => {
    const { project, supplier, created } = await freshContract();
    const weihao = freshTagNumber();
    expect((await post('/device/admin_add_weihao', { contractId: created.result.id, weihao, itemName: 'x' })).code).toBe(200);
    const second = await post<ContractRow>('/device/admin_add_contract', {
      projectId: project.id,
      orgCode: supplier.orgCode,
      contractNo: uniqueCode('HT'),
      contractName: 'y',
    });

    const refused = await post<FieldErrors>(
      '/device/admin_add_weihao',
      { contractId: second.result.id, weihao: weihao.toLowerCase(), itemName: 'x', pumpId: 99_999_999 },
      'en',
    );
    expect(refused.code).toBe(400);
    expect(refused.result.fieldErrors).toEqual({
      weihao: `Tag no. "${weihao.toLowerCase()}" already exists in this project`,
      pumpId: 'The catalogue has no pump with ID "99999999"',
    });
    const format = await post<FieldErrors>('/device/admin_add_weihao', {
      contractId: second.result.id,
      weihao: 'P 1',
      itemName: '',
      quantity: 0,
    });
    expect(Object.keys(format.result.fieldErrors).sort()).toEqual(['itemName', 'quantity', 'weihao']);
    expect(await getContract(second.result.id)).toMatchObject({ tagCount: 0, version: 1 });
    expect(await getItem(keys.deviceTagGuard(project.id, 'P 1'))).toBeUndefined();
  });

  it('places a tag in the project’s breakdown (main item and class), refusing codes the breakdown lacks', async () => {
    const { project, created } = await freshContract();
    await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], [{ code: 'P-CEN', name: '离心泵', type: '泵' }]);
    const placed = await post<TagRow>('/device/admin_add_weihao', {
      contractId: created.result.id,
      weihao: freshTagNumber(),
      itemName: '进料泵',
      mainItemCode: '1100',
      classCode: 'P-CEN',
    });
    expect(placed).toMatchObject({ code: 200, result: { mainItemCode: '1100', classCode: 'P-CEN' } });
    const unplaced = await post<TagRow>('/device/admin_add_weihao', {
      contractId: created.result.id,
      weihao: freshTagNumber(),
      itemName: 'x',
    });
    expect(unplaced.result).toMatchObject({ mainItemCode: '', classCode: '' });

    const weihao = freshTagNumber();
    const refused = await post<FieldErrors>(
      '/device/admin_add_weihao',
      { contractId: created.result.id, weihao, itemName: 'x', mainItemCode: '9999', classCode: 'V-XXX' },
      'en',
    );
    expect(refused.code).toBe(400);
    expect(refused.result.fieldErrors).toEqual({
      mainItemCode: 'The project\'s engineering breakdown has no main item "9999"',
      classCode: 'The project\'s engineering breakdown has no factory object class "V-XXX"',
    });
    expect(await getItem(keys.deviceTagGuard(project.id, weihao))).toBeUndefined();
    expect(await getContract(created.result.id)).toMatchObject({ tagCount: 2 });
  });

  it('offers the breakdown of the contract’s project as the places a tag may take', async () => {
    const { project, created } = await freshContract();
    const empty = await get<TagPlaceOptions>('/device/admin_tag_places', { contractId: String(created.result.id) });
    expect(empty.result).toEqual({ projectId: project.id, mainItems: [], classes: [] });
    await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], [{ code: 'P-CEN', name: '离心泵', type: '泵' }]);
    const places = await get<TagPlaceOptions>('/device/admin_tag_places', { contractId: String(created.result.id) });
    expect(places.result).toEqual({
      projectId: project.id,
      mainItems: [{ code: '1100', name: '常减压装置' }],
      classes: [{ code: 'P-CEN', name: '离心泵', type: '泵' }],
    });
    expect((await get('/device/admin_tag_places', { contractId: '999999999' })).code).toBe(404);
  });

  it('sets and clears a tag’s class with its item sheet, refusing one the breakdown lacks', async () => {
    const { project, created } = await freshContract();
    await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], [{ code: 'P-CEN', name: '离心泵', type: '泵' }]);
    const tag = await post<TagRow>('/device/admin_add_weihao', { contractId: created.result.id, weihao: freshTagNumber(), itemName: 'x' });
    const sheet = { id: tag.result.id, itemName: 'x', quantity: 1 };
    const set = await post<TagRow>('/device/admin_item_update', { ...sheet, version: 1, mainItemCode: '1100', classCode: 'P-CEN' });
    expect(set).toMatchObject({ code: 200, result: { mainItemCode: '1100', classCode: 'P-CEN', version: 2 } });
    const wrong = await post<FieldErrors>('/device/admin_item_update', { ...sheet, version: 2, classCode: 'NOPE' }, 'en');
    expect(wrong.result.fieldErrors).toEqual({ classCode: 'The project\'s engineering breakdown has no factory object class "NOPE"' });
    const cleared = await post<TagRow>('/device/admin_item_update', { ...sheet, version: 2 });
    expect(cleared.result).toMatchObject({ mainItemCode: '', classCode: '', version: 3 });
  });

  it('answers 404 for a contract that is not there', async () => {
    expect((await post('/device/admin_add_weihao', { contractId: 999_999_999, weihao: freshTagNumber(), itemName: 'x' })).code).toBe(404);
  });

  it('of two concurrent adds of one tag number exactly one wins, and the count is right', async () => {
    const { created } = await freshContract();
    const weihao = freshTagNumber();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post('/device/admin_add_weihao', { contractId: created.result.id, weihao, itemName: 'x' })),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400, 400]);
    expect(await getContract(created.result.id)).toMatchObject({ tagCount: 1 });
  });
});

describe('the pickers’ options', () => {
  it('lists the delivery projects in id order, and suppliers by name or code', async () => {
    const project = await createTestProject();
    const projects = await get<{ rows: DeviceProjectOption[] }>('/device/project_options', {});
    expect(projects.result.rows.some((row) => row.projectId === project.id)).toBe(true);
    expect(projects.result.rows.some((row) => row.projectId === 8000)).toBe(false);

    const name = uniqueCode('选泵');
    const supplier = await createTestOrg({ orgName: `${name} 公司` });
    await createTestOrg({ orgName: `${name} 施工`, orgType: '20' });
    const byName = await get<{ rows: SupplierOption[] }>('/device/admin_supplier_options', { name });
    expect(byName.result.rows).toEqual([{ id: supplier.id, orgCode: supplier.orgCode, orgName: supplier.orgName }]);
    const byCode = await get<{ rows: SupplierOption[] }>('/device/admin_supplier_options', { name: supplier.orgCode });
    expect(byCode.result.rows.map((row) => row.id)).toContain(supplier.id);
  });
});

describe('access to the entry calls', () => {
  const CALLS = [
    ['POST', '/device/admin_add_contract', { projectId: 1, orgCode: 'x', contractNo: 'x', contractName: 'x' }],
    ['POST', '/device/admin_add_weihao', { contractId: 1, weihao: 'P-1', itemName: 'x' }],
    ['GET', '/device/admin_supplier_options', {}],
  ] as const;
  const answer = (token: string | undefined, [method, path, input]: (typeof CALLS)[number]) =>
    call(
      handler,
      method === 'GET' ? { path, query: input, ...(token ? { token } : {}) } : { method, path, body: input, ...(token ? { token } : {}) },
    );

  it.each(['userAdmin', 'user', 'provider'] as const)('refuses %s (403), the project options too', async (role) => {
    const token = (await signedIn(role)).token;
    for (const entry of CALLS) expect([entry[1], (await answer(token, entry)).code]).toEqual([entry[1], 403]);
    expect((await get('/device/project_options', {}, token)).code).toBe(403);
  });

  it('lets an owner read the project options (for the reports) but not add', async () => {
    const owner = await createTestUser({ userRole: '30', userType: '0' });
    const token = await tokenFor(owner.userCode);
    expect((await get('/device/project_options', {}, token)).code).toBe(200);
    for (const entry of CALLS) expect([entry[1], (await answer(token, entry)).code]).toEqual([entry[1], 403]);
  });

  it.each(['admin', 'admin1'] as const)('lets %s in', async (role) => {
    const token = (await signedIn(role)).token;
    for (const entry of CALLS) expect([entry[1], (await answer(token, entry)).code]).not.toEqual([entry[1], 403]);
    expect((await get('/device/project_options', {}, token)).code).toBe(200);
  });

  it('refuses callers without a session (401)', async () => {
    for (const entry of CALLS) expect((await answer(undefined, entry)).code).toBe(401);
    expect((await call(handler, { path: '/device/project_options', query: {} })).code).toBe(401);
  });
});

describe('POST /device/admin_contract_terms (issue 29)', () => {
  it('sets the due date and one of the project’s contractors on the version read, logged; clears them again', async () => {
    const { project, created } = await freshContract();
    const contractor = await createTestOrg({
      orgType: '20',
      orgName: uniqueCode('承包商'),
      projects: { [String(project.id)]: new Date().toISOString() },
    });
    const set = await post<ContractRow>('/device/admin_contract_terms', {
      id: created.result.id,
      version: 1,
      dueDate: '2027-03-31',
      contractorId: contractor.id,
    });
    expect(set).toMatchObject({
      code: 200,
      result: { dueDate: '2027-03-31', contractorId: contractor.id, contractorName: contractor.orgName, version: 2 },
    });
    expect(await logTextsOf(adminCode)).toContain(
      `设置设备合同 ${created.result.contractNo} 的交付条件：截止 2027-03-31，承包商 ${contractor.orgName}`,
    );
    const stale = await post<{ current: ContractRow }>('/device/admin_contract_terms', { id: created.result.id, version: 1, dueDate: '' });
    expect(stale.code).toBe(409);
    expect(stale.result.current).toMatchObject({ dueDate: '2027-03-31', version: 2 });
    const cleared = await post<ContractRow>('/device/admin_contract_terms', { id: created.result.id, version: 2 });
    expect(cleared.result).toMatchObject({ dueDate: '', contractorId: 0, contractorName: '', version: 3 });
  });

  it('refuses a contractor outside the project, a supplier as contractor and a day that is not one; nothing changes', async () => {
    const { created } = await freshContract();
    const elsewhere = await createTestOrg({ orgType: '20', projects: { '8001': new Date().toISOString() } });
    const supplier = await createTestOrg({ orgType: '10' });
    for (const contractorId of [elsewhere.id, supplier.id, 999_999_999]) {
      const refused = await post<FieldErrors>('/device/admin_contract_terms', { id: created.result.id, version: 1, contractorId }, 'en');
      expect(refused.code, String(contractorId)).toBe(400);
      expect(refused.result.fieldErrors).toEqual({ contractorId: "The organisation is not a contractor of the contract's project" });
    }
    const badDay = await post<FieldErrors>(
      '/device/admin_contract_terms',
      { id: created.result.id, version: 1, dueDate: '2027-02-30' },
      'en',
    );
    expect(badDay.result.fieldErrors).toEqual({ dueDate: 'Enter a date as yyyy-MM-dd' });
    expect(await getContract(created.result.id)).toMatchObject({ dueDate: '', contractorId: 0, version: 1 });
    expect((await post('/device/admin_contract_terms', { id: 999_999_999, version: 1 })).code).toBe(404);
  });
});
