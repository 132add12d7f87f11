import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, TagRow } from '@sddp/shared';
import { handler } from '#domains/device/handler';
import { replaceBreakdown } from '#entities/project-breakdown';
import { getRollup, rollupKey, requiredOf } from '#entities/tag-delivery';
import { call } from '#test/api-event';
import { createTestProject, uniqueCode } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { freshTagNumber } from '../domains/device/device-fixtures';

let admin: string;
const post = <T>(path: string, body: Record<string, unknown>) => call<T>(handler, { method: 'POST', path, body, token: admin });

beforeAll(async () => {
  admin = (await signedIn('admin')).token;
});

/** A project with a two-class breakdown, a supplier and a contract. */
async function fixture() {
  const project = await createTestProject();
  await replaceBreakdown(
    project.id,
    [{ code: '1100', name: '常减压装置' }],
    [
      { code: 'P-CEN', name: '离心泵', type: '泵' },
      { code: 'V-VER', name: '立式容器', type: '容器' },
    ],
  );
  const supplier = await createTestOrg({ orgName: uniqueCode('泵业') });
  const contract = await post<ContractRow>('/device/admin_add_contract', {
    projectId: project.id,
    orgCode: supplier.orgCode,
    contractNo: uniqueCode('HT'),
    contractName: '机泵',
  });
  const scope = { projectId: project.id, contractId: contract.result.id, supplierId: supplier.id };
  const addTag = async (classCode: string) => {
    const added = await post<TagRow>('/device/admin_add_weihao', {
      contractId: scope.contractId,
      weihao: freshTagNumber(),
      itemName: 'x',
      classCode,
    });
    expect(added.code, JSON.stringify(added)).toBe(200);
    return added.result;
  };
  return { scope, addTag };
}

describe('the delivery roll-ups follow the tags’ classes', () => {
  it('count tags per class in the contract, the supplier and the project as tags are added, moved and deleted', async () => {
    const { scope, addTag } = await fixture();
    const first = await addTag('P-CEN');
    await addTag('P-CEN');
    await addTag('');
    for (const key of [rollupKey.contract(scope), rollupKey.supplier(scope), rollupKey.project(scope.projectId)])
      expect((await getRollup(key)).classTags).toEqual({ 'P-CEN': 2 });

    const moved = await post<TagRow>('/device/admin_item_update', {
      id: first.id,
      version: 1,
      itemName: 'x',
      quantity: 1,
      classCode: 'V-VER',
    });
    expect(moved.code).toBe(200);
    expect((await getRollup(rollupKey.project(scope.projectId))).classTags).toEqual({ 'P-CEN': 1, 'V-VER': 1 });
    // What a class requires now multiplies its tags: 1 × 6 + 1 × 4.
    const rollup = await getRollup(rollupKey.contract(scope));
    expect(
      requiredOf(
        rollup,
        new Map([
          ['P-CEN', 6],
          ['V-VER', 4],
        ]),
      ),
    ).toBe(10);

    expect((await post('/device/admin_delete_weihao', { id: first.id })).code).toBe(200);
    expect((await getRollup(rollupKey.supplier(scope))).classTags).toEqual({ 'P-CEN': 1 });
    expect((await post('/device/admin_delete_contract', { id: scope.contractId, withTags: true })).code).toBe(200);
    expect((await getRollup(rollupKey.project(scope.projectId))).classTags).toEqual({});
    expect((await getRollup(rollupKey.contract(scope))).classTags).toEqual({});
  });

  it('stay exact under concurrent adds to one contract', async () => {
    const { scope, addTag } = await fixture();
    await Promise.all(Array.from({ length: 8 }, () => addTag('P-CEN')));
    expect((await getRollup(rollupKey.project(scope.projectId))).classTags).toEqual({ 'P-CEN': 8 });
  });
});
