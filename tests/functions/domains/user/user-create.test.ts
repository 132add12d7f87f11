import { describe, expect, it } from 'vitest';
import type { CreatedUser } from '@sddp/shared';
import { findUserByCode } from '#entities/user';
import { prehashPassword } from '#kit/crypto/password';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { listUsers, managedOrg, userCall } from './user-fixtures';

const createB = (token: string, body: Record<string, unknown>, language?: string) =>
  userCall<CreatedUser>({ method: 'POST', path: '/user/admin/manage/create_user', token, body, ...(language ? { language } : {}) });
const createA = (token: string, linkman: string) =>
  userCall<CreatedUser>({ method: 'POST', path: '/user/supp/create_user', token, body: { linkman } });

const formOf = (projectIds: number[], extra: Record<string, unknown> = {}) => ({
  linkman: '新用户',
  userCode: uniqueCode('new'),
  linkPhone: '13900001111',
  email: `${uniqueCode('mail')}@example.com`,
  orgDepartment: '设计部',
  projectIds,
  ...extra,
});

describe('POST /user/admin/manage/create_user (reading B)', () => {
  it('creates the account in the creator’s organisation and role, with its projects and a temporary password it must change', async () => {
    const { org, first, token, marker } = await managedOrg();
    const form = formOf([first.id]);
    const created = await createB(token, form);
    expect(created.code).toBe(200);
    expect(created.result.user).toMatchObject({
      userCode: form.userCode,
      orgId: org.id,
      orgName: org.orgName,
      userRole: '20',
      userType: '',
      orgDepartment: '设计部',
      projectList: [{ id: first.id }],
    });
    expect(created.result.password).toMatchObject({ userCode: form.userCode, mailedTo: form.email });
    const mail = await lastMailTo(form.email);
    expect(mail?.text).toContain(created.result.password.temporaryPassword);
    expect((await listUsers(token, { linkman: '新用户' })).result.rows.map((row) => row.userCode)).toEqual([form.userCode]);
    expect(await getItem(keys.membership(created.result.user.id, first.id))).toBeDefined();
    const signedIn = await signIn(form.userCode, created.result.password.temporaryPassword);
    expect(signedIn.code).toBe(200);
    expect(marker).toBeTruthy();
  });

  it('refuses a project the creator’s organisation is not in: 403, nothing created', async () => {
    const own = await managedOrg();
    const other = await managedOrg();
    const form = formOf([own.first.id, other.first.id]);
    expect(await createB(own.token, form, 'en')).toMatchObject({
      code: 403,
      message: 'You can assign only projects your organisation takes part in',
    });
    expect(await findUserByCode(form.userCode)).toBeUndefined();
  });

  it('checks the form’s rules on the server: projects are required; a taken login is a field error', async () => {
    const own = await managedOrg();
    const noProjects = await createB(own.token, formOf([]));
    expect(noProjects).toMatchObject({ code: 400, result: { fieldErrors: { projectIds: expect.any(String) } } });
    const taken = await createB(own.token, formOf([own.first.id], { userCode: own.assigned.userCode }));
    expect(taken).toMatchObject({ code: 409, result: { fieldErrors: { userCode: '该登录账号已存在，请更换' } } });
  });

  it('two identical submits at once create one account', async () => {
    const own = await managedOrg();
    const form = formOf([own.first.id]);
    const answers = await Promise.all([createB(own.token, form), createB(own.token, form)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect((await listUsers(own.token, { linkman: '新用户' })).result.total).toBe(1);
  });
});

describe('organisation 53 (review owner)', () => {
  it('needs the page permissions (an owner manager adds), keeps the review type, answered as [3D, TZ]', async () => {
    const own = await managedOrg({ orgType: '90', id: 53 });
    const missing = await createB(own.token, formOf([own.first.id], { userType: '90' }));
    expect(missing).toMatchObject({ code: 400, result: { fieldErrors: { permissionType: '请选择用户权限' } } });
    const created = await createB(own.token, formOf([own.first.id], { userType: '91', permissionType: ['TZ', '3D'] }));
    expect(created.result.user).toMatchObject({ orgId: 53, userType: '91', permissionType: '[3D, TZ]' });
    expect(await createB(own.token, formOf([own.first.id], { userType: '100', permissionType: ['3D'] }))).toMatchObject({ code: 400 });
  });
});

describe('POST /user/supp/create_user (reading A)', () => {
  it('makes the login from the organisation code and a number; no projects until assigned', async () => {
    const supplier = await managedOrg({ orgType: '10' });
    const first = await createA(supplier.token, '供应商员工甲');
    const second = await createA(supplier.token, '供应商员工乙');
    expect(first.result.user).toMatchObject({
      userCode: `${supplier.org.orgCode}_001`,
      orgId: supplier.org.id,
      userRole: '10',
      linkman: '供应商员工甲',
      projectList: [],
    });
    expect(second.result.user.userCode).toBe(`${supplier.org.orgCode}_002`);
    expect(first.result.password).toMatchObject({ mailedTo: '' });
    const login = await signIn(first.result.user.userCode, first.result.password.temporaryPassword);
    expect(login.code).toBe(200);
    expect(prehashPassword('x')).toBeTruthy();
  });

  it('two identical submits at once create one account', async () => {
    const supplier = await managedOrg({ orgType: '10' });
    const answers = await Promise.all([createA(supplier.token, '同名'), createA(supplier.token, '同名')]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect((await listUsers(supplier.token, { linkman: '同名' }, '/user/supp/list')).result.total).toBe(1);
  });
});
