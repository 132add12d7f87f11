import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { useFakeClock } from '../../support/account';
import { screenSearch } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import {
  EXPORT_URL,
  exportDone,
  exportRunning,
  ownRow,
  queryOfCall,
  renderAllUsers,
  rowOf,
  staffRow,
  stubUserServer,
  supplierRow,
} from './user-harness';

const ADMIN = { roles: ['admin' as const], user: { id: 7, userRole: '50', userType: '100', orgId: 1 } };
const listCalls = (fake: ReturnType<typeof stubUserServer>) => fake.callsTo('/user/admin/manage/list');

useSignedInApi({ toastErrors: true });

describe('All users (spec §2.16)', () => {
  it('shows the §2.16 columns with category labels and project names, in both languages', async () => {
    stubUserServer({}, { rows: [supplierRow, staffRow], info: ADMIN });
    renderAllUsers();
    const supplier = await rowOf('wangfang');
    expect(
      supplier
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual(['Bolt Valves', '供应商', 'wangfang', 'Wang Fang', '镇海', '13912345678', 'wang@bolt.example', '启用']);
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    await changeLanguage('en');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Organisation name',
      'Account category',
      'Login account',
      'Contact',
      'Participating project',
      'Contact phone',
      'Email',
      'Status',
      'Created',
      'Actions',
    ]);
  });

  it('sends the six filters when Enter is pressed, keeps them in the URL, and Reset clears them', async () => {
    const fake = stubUserServer({}, { info: ADMIN });
    const { router, user } = renderAllUsers('/?page=3');
    await rowOf('zhoumin');
    expect(queryOfCall(listCalls(fake).at(-1))).toEqual({ page: '3', limit: '20' });

    await user.type(screen.getByLabelText('机构名称'), 'Acme');
    await user.type(screen.getByLabelText('联系人'), ' Zhou ');
    await user.type(screen.getByLabelText('登录账号'), 'zh');
    await user.type(screen.getByLabelText('联系电话'), '138');
    await user.click(screen.getByRole('combobox', { name: '参与项目' }));
    await user.click(await screen.findByRole('option', { name: '安庆' }));
    await user.click(screen.getByRole('combobox', { name: '账号类别' }));
    await user.click(await screen.findByRole('option', { name: '承包商' }));
    expect(screenSearch(router)).toEqual({ page: 3, limit: 20 });
    await user.click(screen.getByLabelText('联系电话'));
    await user.keyboard('{Enter}');

    const expected = { orgName: 'Acme', linkman: 'Zhou', userCode: 'zh', linkPhone: '138', projectId: 8007, userRole: '20' };
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20, ...expected }));
    await waitFor(() => expect(queryOfCall(listCalls(fake).at(-1))).toEqual({ page: '1', limit: '20', ...expected, projectId: '8007' }));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByLabelText('机构名称')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '账号类别' })).toHaveTextContent('全部');
  });

  it('disables an account after “Disable this account?”, once for a double click within 1 s', async () => {
    const { user } = useFakeClock();
    const fake = stubUserServer({}, { info: ADMIN });
    renderAllUsers();
    const row = await rowOf('zhoumin');
    await user.click(row.getByRole('button', { name: '禁用' }));
    const confirm = within(screen.getByRole('alertdialog', { name: '确认禁用该账号吗？' }));
    await user.click(confirm.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改状态成功!')).toBeInTheDocument();
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '禁用' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(fake.callsTo('/user/admin/state').map((call) => call.body)).toEqual([{ userId: 21, state: 'n', version: 5 }]);

    await user.click((await rowOf('wugang')).getByRole('button', { name: '启用' }));
    expect(screen.getByRole('alertdialog', { name: '确认启用该账号吗？' })).toBeInTheDocument();
  });

  it('offers state and reset where the server allows them: not on the administrator’s own row nor on a primary account', async () => {
    stubUserServer({}, { rows: [ownRow, supplierRow, staffRow], info: ADMIN });
    renderAllUsers();
    for (const code of [ownRow.userCode, supplierRow.userCode]) {
      const row = await rowOf(code);
      expect(row.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
      expect(row.queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
      expect(row.getByRole('link', { name: '编辑' })).toBeInTheDocument();
    }
    const staff = await rowOf(staffRow.userCode);
    for (const name of ['禁用', '重置密码']) expect(staff.getByRole('button', { name })).toBeInTheDocument();
    const own = await rowOf(ownRow.userCode);
    expect(own.getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/user/checkDetail/Acme/7');
    // Edit goes to a page; Detail opens the summary dialog, and says so.
    expect(own.getByRole('link', { name: '编辑' })).not.toHaveAttribute('aria-haspopup');
    expect(own.getByRole('button', { name: '详情' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('resets a password after a confirm naming where it goes, then shows it once with a copy button and its expiry', async () => {
    const fake = stubUserServer({}, { info: ADMIN });
    const { user } = renderAllUsers();
    await user.click((await rowOf('zhoumin')).getByRole('button', { name: '重置密码' }));
    const confirm = within(screen.getByRole('alertdialog', { name: '确认重置“Zhou Min”的密码吗？' }));
    expect(confirm.getByText(/发送到邮箱 zhou@acme.example/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '确定' }));

    const dialog = within(await screen.findByRole('dialog', { name: '临时密码' }));
    expect(fake.callsTo('/user/admin/reset').map((call) => call.body)).toEqual([{ userId: 21 }]);
    expect(dialog.getByLabelText('临时密码')).toHaveValue('Tmp-9xQ!k2Lp');
    expect(dialog.getByText('已发送到邮箱 zhou@acme.example。')).toBeInTheDocument();
    // Spec §8's reset message names where the password went.
    expect(await screen.findByText('密码已重置：临时密码已发送至 zhou@acme.example，72 小时内有效，首次登录须修改')).toBeInTheDocument();
    expect(dialog.getByText('有效期至 2026-03-08 08:09:10，首次登录须修改密码。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '复制 临时密码' }));
    // user-event's clipboard stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe('Tmp-9xQ!k2Lp');
    expect(dialog.getByRole('button', { name: '复制 临时密码' })).toHaveTextContent('已复制');
    await user.click(dialog.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Tmp-9xQ!k2Lp')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Tmp-9xQ!k2Lp')).not.toBeInTheDocument();
  });

  it('issues an extension sign-in link only for accounts with an extension', async () => {
    const fake = stubUserServer({}, { rows: [supplierRow, staffRow], info: ADMIN });
    const { user } = renderAllUsers();
    expect((await rowOf('zhoumin')).queryByRole('button', { name: '分机号登录链接' })).not.toBeInTheDocument();
    const issue = (await rowOf('wangfang')).getByRole('button', { name: '分机号登录链接' });
    expect(issue).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(issue);
    const dialog = within(await screen.findByRole('dialog', { name: '分机号登录链接' }));
    expect(dialog.getByLabelText('登录链接')).toHaveValue('http://localhost/fjLogin?k=k1');
    expect(fake.callsTo('/auth/fenjihao_key').map((call) => call.body)).toEqual([{ userId: 31 }]);
  });

  it('exports the applied filters without page and limit, shows 正在导出... with progress, then 导出成功！ and opens the file in a new tab', async () => {
    let job: JobStatus = exportRunning(10);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fake = stubUserServer(
      { 'GET /user-api/job/status': () => ({ status: 200, body: { code: 200, message: 'ok', result: job } }) },
      { info: ADMIN },
    );
    const { user } = renderAllUsers('/?linkman=Zhou&userRole=10&page=2&limit=10');
    await rowOf('zhoumin');
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(queryOfCall(fake.callsTo('/user/admin/manage/list/download')[0])).toEqual({ linkman: 'Zhou', userRole: '10' });
    expect(await screen.findByText('正在导出...')).toBeInTheDocument();
    expect(await screen.findByText('写入中：10 / 40 行')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
    job = exportDone(40);
    expect(await screen.findByText('导出成功！')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(EXPORT_URL, '_blank', 'noopener');
    expect(screen.getByRole('link', { name: '用户列表.xlsx' })).toHaveAttribute('href', EXPORT_URL);
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
  });
});
