import { describe, expect, it } from 'vitest';
import { handler } from '#domains/org/handler';
import { call, type CallOptions } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import {
  ADMIN_ROLES,
  callUnlessImportBusy,
  createTestOrg,
  freshOrgCode,
  OTHER_ROLES,
  signedIn,
  supplierWorkbook,
  TEST_CONTACT,
  uploadWorkbook,
  type TestRole,
} from '#test/orgs';

/** Every organisation endpoint with input that is valid for it, so only access can refuse it. */
async function everyEndpoint(token: string | undefined, orgId: number, importKey: string, orgCode: string): Promise<CallOptions[]> {
  const auth = token ? { token } : {};
  return [
    { path: '/org/admin/list', query: { orgName: 'x' }, ...auth },
    { method: 'POST', path: '/org/admin/create', body: { orgCode, orgName: uniqueCode('access'), ...TEST_CONTACT }, ...auth },
    { method: 'POST', path: '/org/admin/update', body: { id: orgId, orgName: uniqueCode('renamed'), bpCode: 'BP-X', version: 1 }, ...auth },
    { method: 'POST', path: '/org/admin/state', body: { id: orgId, state: 'n', version: 2 }, ...auth },
    { method: 'POST', path: '/org/admin/import_upload', body: { fileName: 'a.xlsx', size: 100 }, ...auth },
    { method: 'POST', path: '/org/admin/import_gys', body: { key: importKey }, ...auth },
    { path: '/org/admin/import_template', ...auth },
  ];
}

describe('organisation endpoints: who may call them', () => {
  it.each(ADMIN_ROLES)('%s may call every one of them', async (role: TestRole) => {
    const { token } = await signedIn(role);
    const org = await createTestOrg();
    const code = await freshOrgCode();
    const { key } = await uploadWorkbook(token, supplierWorkbook([[await freshOrgCode(), uniqueCode('imported')]]));
    for (const options of await everyEndpoint(token, org.id, key, code)) {
      // An import of another test file may hold the code space for a moment (create, import).
      expect((await callUnlessImportBusy(options)).code, options.path).toBe(200);
    }
    expect(await getItem(keys.org(org.id))).toMatchObject({ state: '0', bpCode: 'BP-X' });
    expect(await getItem(keys.orgCodeGuard(code))).toBeDefined();
  });

  it.each(OTHER_ROLES)('%s gets 403 from every one of them, and nothing changes', async (role: TestRole) => {
    const { token } = await signedIn(role);
    const admin = await signedIn('admin');
    const org = await createTestOrg({ orgName: uniqueCode('untouched') });
    const code = await freshOrgCode();
    const importedCode = await freshOrgCode();
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook([[importedCode, uniqueCode('not imported')]]));
    for (const options of await everyEndpoint(token, org.id, key, code)) {
      expect(await call(handler, options), options.path).toMatchObject({ code: 403, message: '您没有权限执行此操作', result: null });
    }
    expect(await call(handler, { path: '/org/admin/list', token, language: 'en' })).toMatchObject({
      code: 403,
      message: 'You have no permission to perform this operation',
    });
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: org.orgName, state: '1', bpCode: '', version: 1 });
    expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
    expect(await getItem(keys.orgCodeGuard(importedCode))).toBeUndefined();
  });

  it('answers 401 to every one of them without a token or with an unknown one', async () => {
    const org = await createTestOrg();
    const code = await freshOrgCode();
    for (const token of [undefined, 'not-a-token']) {
      for (const options of await everyEndpoint(token, org.id, `supplier/1/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.xlsx`, code)) {
        expect(await call(handler, options), options.path).toMatchObject({ code: 401, message: '登录已过期，请重新登录' });
      }
    }
    expect(await getItem(keys.org(org.id))).toMatchObject({ version: 1 });
    expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
  });
});
