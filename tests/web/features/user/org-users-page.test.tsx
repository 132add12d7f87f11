import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@sddp/shared';
import type { UserDialogProps } from '@/features/user/user-dialog-props';
import { changeLanguage } from '@/i18n';
import { sessionKeys } from '@/lib/session/session-queries';
import { useFakeClock } from '../../support/account';
import { screenSearch } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { ownRow, primaryRow, queryOfCall, renderOrgUsers, rowOf, staffRow, stubUserServer } from './user-harness';

const MANAGER = { roles: ['userManage' as const], user: { id: 7, userRole: '20', userType: '99', orgId: 12 } };
const OWNER_53 = { roles: ['userManage' as const], user: { id: 7, userRole: '90', userType: '100', orgId: 53 } };

useSignedInApi({ toastErrors: true });

function FakeDialog(name: string) {
  return function Dialog({ user, open, onOpenChange }: UserDialogProps) {
    return open ? (
      <div role="dialog" aria-label={`${name} ${user.userCode}`}>
        <button type="button" onClick={() => onOpenChange(false)}>
          close {name}
        </button>
      </div>
    ) : null;
  };
}

describe('Organisation user management (spec §2.18)', () => {
  it('filters by name and delivery project (the caller’s projects), and Reset clears them', async () => {
    const fake = stubUserServer({}, { info: MANAGER });
    const { router, user } = renderOrgUsers('manage');
    await rowOf('zhoumin');
    await user.type(screen.getByLabelText('姓名'), 'Zhou');
    await user.click(screen.getByRole('combobox', { name: '交付项目' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['全部项目', '九江', '安庆']);
    await user.click(screen.getByRole('option', { name: '九江' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20, linkman: 'Zhou', projectId: 8003 }));
    await waitFor(() =>
      expect(queryOfCall(fake.callsTo('/user/admin/manage/list').at(-1))).toEqual({
        page: '1',
        limit: '20',
        linkman: 'Zhou',
        projectId: '8003',
      }),
    );
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByLabelText('姓名')).toHaveValue('');
  });

  it('offers no action on a primary account (userType 100) nor on the signed-in user’s own row', async () => {
    stubUserServer({}, { info: MANAGER });
    renderOrgUsers('manage');
    for (const code of [primaryRow.userCode, ownRow.userCode]) {
      const row = await rowOf(code);
      expect(row.queryAllByRole('button')).toHaveLength(0);
    }
    const staff = await rowOf(staffRow.userCode);
    for (const name of ['禁用', '重置密码', '编辑', '删除']) expect(staff.getByRole('button', { name })).toBeInTheDocument();
  });

  it('keeps the row actions’ buttons when the signed-in account is read again: an open dialog’s opener stays to take focus back', async () => {
    stubUserServer({}, { info: MANAGER });
    const { queryClient } = renderOrgUsers('manage');
    const edit = (await rowOf(staffRow.userCode)).getByRole('button', { name: '编辑' });
    // Read again with a field the rules do not use changed (the days until the password expires).
    act(() =>
      queryClient.setQueryData(sessionKeys.userInfo, (info?: UserInfo) => info && { ...info, pwdExpireTime: info.pwdExpireTime - 1 }),
    );
    expect((await rowOf(staffRow.userCode)).getByRole('button', { name: '编辑' })).toBe(edit);
  });

  it('shows the review-type column only for organisation 53', async () => {
    stubUserServer({}, { info: MANAGER });
    renderOrgUsers('manage');
    await rowOf('zhoumin');
    expect(screen.queryByRole('columnheader', { name: '审查类型' })).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    stubUserServer({}, { info: OWNER_53 });
    renderOrgUsers('manage');
    expect(await screen.findByRole('columnheader', { name: '审查类型' })).toBeInTheDocument();
    expect((await rowOf('zhoumin')).getByRole('cell', { name: '业主终审' })).toBeInTheDocument();
    expect((await rowOf('wugang')).getByRole('cell', { name: '专业审查' })).toBeInTheDocument();
  });

  it('opens the wired project dialog, and the audit dialog only for a row the server offers audit management on', async () => {
    stubUserServer({}, { info: MANAGER });
    const { user } = renderOrgUsers('manage', '/', { projectDialog: FakeDialog('projects'), auditDialog: FakeDialog('audit') });
    expect((await rowOf('wugang')).queryByRole('button', { name: '审核管理' })).not.toBeInTheDocument();
    const staff = await rowOf('zhoumin');
    await user.click(staff.getByRole('button', { name: '审核管理' }));
    await user.click(within(screen.getByRole('dialog', { name: 'audit zhoumin' })).getByRole('button'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click((await rowOf('wugang')).getByRole('button', { name: '项目管理' }));
    expect(screen.getByRole('dialog', { name: 'projects wugang' })).toBeInTheDocument();
  });

  it('tells a screen reader which buttons open a dialog: Add user and every row action', async () => {
    stubUserServer({}, { info: MANAGER });
    renderOrgUsers('manage', '/', { projectDialog: FakeDialog('projects'), auditDialog: FakeDialog('audit') });
    const staff = await rowOf('zhoumin');
    await waitFor(() => expect(screen.getByRole('button', { name: '新增用户' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '新增用户' })).toHaveAttribute('aria-haspopup', 'dialog');
    for (const name of ['禁用', '重置密码', '项目管理', '审核管理', '编辑', '删除']) {
      expect(staff.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(screen.getByRole('button', { name: '搜索' })).not.toHaveAttribute('aria-haspopup');
  });

  it('hides project and audit management when no dialog is wired in', async () => {
    stubUserServer({}, { info: MANAGER });
    renderOrgUsers('manage');
    const staff = await rowOf('zhoumin');
    expect(staff.queryByRole('button', { name: '项目管理' })).not.toBeInTheDocument();
    expect(staff.queryByRole('button', { name: '审核管理' })).not.toBeInTheDocument();
  });

  it('deletes after “Confirm delete this user?”, once for a double click, and refreshes the list', async () => {
    const { user } = useFakeClock();
    const fake = stubUserServer({}, { info: MANAGER });
    renderOrgUsers('manage');
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '删除' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '确认删除该用户吗？' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    const lists = fake.callsTo('/user/admin/manage/list').length;
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '删除' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(fake.callsTo('/user/admin/manage/del').map((call) => call.body)).toEqual([{ userId: 21 }]);
    expect(lists).toBeGreaterThan(1);
  });

  it('uses the supplier calls on /user/list1: list, state and reset', async () => {
    const fake = stubUserServer({}, { info: { roles: ['userAdmin'], user: { id: 7, userRole: '10', userType: '100', orgId: 12 } } });
    const { user } = renderOrgUsers('supp');
    await rowOf('zhoumin');
    expect(fake.callsTo('/user/supp/list')).toHaveLength(1);
    expect(fake.callsTo('/user/admin/manage/list')).toHaveLength(0);
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '重置密码' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: '临时密码' })).toBeInTheDocument();
    expect(fake.callsTo('/user/supp/reset').map((call) => call.body)).toEqual([{ userId: 21 }]);
  });

  it('relabels in English', async () => {
    stubUserServer({}, { info: OWNER_53 });
    renderOrgUsers('manage');
    await rowOf('zhoumin');
    await changeLanguage('en');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Login account',
      'Account type',
      'Review type',
      'Department',
      'Contact phone',
      'Project permissions',
      'Email',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
  });
});
