import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFakeClock } from '../../support/account';
import { envelope } from '../../support/fake-fetch';
import { useSignedInApi } from '../../support/signed-in-api';
import { renderOrgUsers, rowOf, staffRow, stubUserServer } from './user-harness';

const MANAGER = { roles: ['userManage' as const], user: { id: 7, userRole: '20', userType: '99', orgId: 12 } };
const OWNER_53 = { roles: ['userManage' as const], user: { id: 7, userRole: '90', userType: '100', orgId: 53 } };
const SUPPLIER = { roles: ['userAdmin' as const], user: { id: 7, userRole: '10', userType: '100', orgId: 12 } };

const errorOf = (element: HTMLElement) => element.closest('[data-slot=field]')!.querySelector('[data-slot=field-error]')?.textContent ?? '';

useSignedInApi({ toastErrors: true });

type User = ReturnType<typeof useFakeClock>['user'];

async function openAdd(user: User) {
  await rowOf('zhoumin');
  await user.click(screen.getByRole('button', { name: '新增用户' }));
  // The form's code loads when the dialog first opens (issue 16); its focus trap settles a frame later.
  const dialog = within(await screen.findByRole('dialog', { name: '新增用户' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

async function fillB(user: User, dialog: ReturnType<typeof within>, userCode = 'chen.jie') {
  await user.type(dialog.getByRole('textbox', { name: '姓名' }), 'Chen Jie');
  await user.type(dialog.getByRole('textbox', { name: '登录账号' }), userCode);
  await user.type(dialog.getByRole('textbox', { name: '联系电话' }), '13700000000');
  await user.type(dialog.getByRole('textbox', { name: '邮箱' }), 'chen@acme.example');
  await user.click(dialog.getByRole('checkbox', { name: '安庆' }));
}

describe('Add user, reading A (name only, /user/list1)', () => {
  it('asks for the name, then shows the made login account and its password once; the list reloads after 3 s', async () => {
    const { user, advance } = useFakeClock();
    const fake = stubUserServer({}, { info: SUPPLIER });
    renderOrgUsers('supp');
    const dialog = await openAdd(user);
    expect(dialog.getByText('系统将自动生成登录账号，保存后可在列表中查看。')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: '登录账号' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: '联系人' }))).toBe('请输入新增联系人!'));
    expect(fake.callsTo('/user/supp/create_user')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: '联系人' }), 'Sun Li');
    const lists = fake.callsTo('/user/supp/list').length;
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增用户成功!')).toBeInTheDocument();
    expect(fake.callsTo('/user/supp/create_user').map((call) => call.body)).toEqual([{ linkman: 'Sun Li' }]);
    const created = within(await screen.findByRole('dialog', { name: '用户已创建' }));
    expect(created.getByLabelText('登录账号')).toHaveValue('acme_0003');
    expect(created.getByLabelText('临时密码')).toHaveValue('Tmp-9xQ!k2Lp');

    advance(2_900);
    expect(fake.callsTo('/user/supp/list')).toHaveLength(lists);
    advance(200);
    await waitFor(() => expect(fake.callsTo('/user/supp/list').length).toBeGreaterThan(lists));
  });
});

describe('Add user, reading B (the full form, /userManage/list)', () => {
  it('checks the §5 rules, maps a taken login account onto its field, then saves and reloads after 3 s', async () => {
    const { user, advance } = useFakeClock();
    let answer = envelope(null, 409, '该登录账号已存在，请更换');
    const fake = stubUserServer({ 'POST /user-api/user/admin/manage/create_user': () => answer }, { info: MANAGER });
    renderOrgUsers('manage');
    const dialog = await openAdd(user);
    expect(dialog.queryByRole('radiogroup', { name: '用户类型' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: '页面权限' })).not.toBeInTheDocument();
    expect(dialog.getByRole('group', { name: '项目权限' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: '姓名' }))).toBe('请输入姓名'));
    expect(errorOf(dialog.getByRole('textbox', { name: '登录账号' }))).toBe('请输入登录账号');
    expect(errorOf(dialog.getByRole('textbox', { name: '联系电话' }))).toBe('请输入联系电话');
    expect(errorOf(dialog.getByRole('textbox', { name: '邮箱' }))).toBe('请输入邮箱');
    expect(errorOf(dialog.getByRole('group', { name: '项目权限' }))).toBe('请选择项目');

    await fillB(user, dialog, 'chen jie');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(errorOf(dialog.getByRole('textbox', { name: '登录账号' }))).toBe('登录账号只能包含字母、数字、下划线及 @ . -'),
    );
    expect(fake.callsTo('/user/admin/manage/create_user')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: '登录账号' }));
    await user.type(dialog.getByRole('textbox', { name: '登录账号' }), 'chen.jie');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: '登录账号' }))).toBe('该登录账号已存在，请更换'));
    expect(dialog.getByRole('textbox', { name: '登录账号' })).toHaveFocus();

    answer = envelope({ fieldErrors: { email: '邮箱已被停用' } }, 400, '输入有误');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: '邮箱' }))).toBe('邮箱已被停用'));

    answer = envelope({
      user: { ...staffRow, id: 40, userCode: 'chen.jie' },
      password: {
        userId: 40,
        userCode: 'chen.jie',
        temporaryPassword: 'Q7!tmp-pass',
        expiresAt: '2026-03-08T00:09:10.000Z',
        mailedTo: 'chen@acme.example',
      },
    });
    const lists = fake.callsTo('/user/admin/manage/list').length;
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增用户成功!')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/manage/create_user').at(-1)?.body).toEqual({
      linkman: 'Chen Jie',
      userCode: 'chen.jie',
      linkPhone: '13700000000',
      email: 'chen@acme.example',
      orgDepartment: '',
      projectIds: [8007],
    });
    const created = within(await screen.findByRole('dialog', { name: '用户已创建' }));
    expect(created.getByLabelText('临时密码')).toHaveValue('Q7!tmp-pass');
    expect(created.getByText('已发送到邮箱 chen@acme.example。')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '新增用户' })).not.toBeInTheDocument();
    advance(2_900);
    expect(fake.callsTo('/user/admin/manage/list')).toHaveLength(lists);
    advance(200);
    await waitFor(() => expect(fake.callsTo('/user/admin/manage/list').length).toBeGreaterThan(lists));
  });

  it('for organisation 53 asks the user type and page permissions, and sends them', async () => {
    const { user } = useFakeClock();
    const fake = stubUserServer({}, { info: OWNER_53 });
    renderOrgUsers('manage');
    const dialog = await openAdd(user);
    await fillB(user, dialog);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('radiogroup', { name: '用户类型' }))).toBe('请选择用户类型'));
    expect(errorOf(dialog.getByRole('group', { name: '页面权限' }))).toBe('请选择用户权限');
    expect(fake.callsTo('/user/admin/manage/create_user')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: '业主终审' }));
    await user.click(dialog.getByRole('checkbox', { name: '在线台账页面' }));
    await user.click(dialog.getByRole('checkbox', { name: '3D 设置页面' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await screen.findByRole('dialog', { name: '用户已创建' });
    expect(fake.callsTo('/user/admin/manage/create_user')[0]?.body).toMatchObject({ userType: '90', permissionType: ['3D', 'TZ'] });
  });
});

describe('Edit user (reading B)', () => {
  it('keeps the login account fixed, drops the project field, sends the version and reloads after 3 s', async () => {
    const { user, advance } = useFakeClock();
    const fake = stubUserServer({}, { info: OWNER_53, rows: [{ ...staffRow, orgId: OWNER_53.user.orgId }] });
    renderOrgUsers('manage');
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑用户' }));
    expect(dialog.getByRole('textbox', { name: '登录账号' })).toBeDisabled();
    expect(dialog.queryByRole('group', { name: '项目权限' })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '业主终审' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '3D 设置页面' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '在线台账页面' })).toBeChecked();

    await user.clear(dialog.getByRole('textbox', { name: '联系电话' }));
    await user.type(dialog.getByRole('textbox', { name: '联系电话' }), '13711112222');
    await user.click(dialog.getByRole('radio', { name: '专业审查' }));
    const lists = fake.callsTo('/user/admin/manage/list').length;
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/manage/update_detail').map((call) => call.body)).toEqual([
      {
        userId: 21,
        version: 5,
        linkman: 'Zhou Min',
        linkPhone: '13711112222',
        email: 'zhou@acme.example',
        orgDepartment: 'QA',
        userType: '91',
        permissionType: ['3D', 'TZ'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    advance(3_100);
    await waitFor(() => expect(fake.callsTo('/user/admin/manage/list').length).toBeGreaterThan(lists));
  });
});
