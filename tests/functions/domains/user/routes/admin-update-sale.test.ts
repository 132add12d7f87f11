import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@sddp/shared';
import { getOrg } from '#entities/org';
import { getUser } from '#entities/user';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { createTestOrg, logTextsOf, signedIn } from '#test/orgs';
import { handler } from '../user-fixtures';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const contact = () => ({ linkman: '销售张', mobile: '13900005555', email: `${uniqueCode('sale')}@example.com` });
const updateSale = (params: Record<string, string>, token = admin.token, language?: string) =>
  call<UserRow>(handler, { method: 'POST', path: '/user/admin_update_sale', token, query: params, ...(language ? { language } : {}) });

describe('POST /user/admin_update_sale', () => {
  it('sets a supplier’s sales contact: its primary account’s name, mobile and e-mail, and the organisation’s copy; the login stays', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('供应商')} 公司`, orgType: '10' });
    const next = contact();
    const response = await updateSale({ id: String(org.id), ...next });
    expect(response.code).toBe(200);
    expect(response.result).toMatchObject({
      id: org.primaryUserId,
      userCode: org.orgCode,
      linkman: next.linkman,
      email: next.email,
      linkPhone: next.mobile,
    });
    expect((await getOrg(org.id))?.contact).toEqual(next);
    expect(await getUser(org.primaryUserId!)).toMatchObject({ userCode: org.orgCode, phone: next.mobile, version: 2 });
    expect(await logTextsOf(admin.user.userCode)).toContain(`修改供应商销售联系人：${org.orgName} ${next.linkman}`);
  });

  it('refuses an organisation that is not a supplier, and a stale version; nothing changed', async () => {
    const contractor = await createTestOrg({ orgName: `${uniqueCode('承包商')} 公司`, orgType: '20' });
    const refused = await updateSale({ orgId: String(contractor.id), ...contact() }, admin.token, 'en');
    expect(refused).toMatchObject({ code: 400, message: 'Only a supplier organisation has a sales contact to change' });
    const supplier = await createTestOrg({ orgName: `${uniqueCode('供应商')} 公司`, orgType: '10' });
    expect((await updateSale({ orgId: String(supplier.id), ...contact(), version: '1' })).code).toBe(200);
    const stale = await updateSale({ orgId: String(supplier.id), ...contact(), version: '1' });
    expect(stale.code).toBe(409);
    expect((await getOrg(contractor.id))?.contact).toEqual(contractor.contact);
    expect((await getOrg(supplier.id))?.version).toBe(2);
  });

  it('is the administrator’s call only', async () => {
    const supplier = await createTestOrg({ orgName: `${uniqueCode('供应商')} 公司`, orgType: '10' });
    const manager = await signedIn('userAdmin');
    expect((await updateSale({ orgId: String(supplier.id), ...contact() }, manager.token)).code).toBe(403);
    expect((await getOrg(supplier.id))?.version).toBe(supplier.version);
  });
});
