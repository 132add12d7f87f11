import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrgRow } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { useFakeClock } from '../../support/account';
import { screenSearch } from '../../support/render-list-screen';
import { CREATED_TEXT, enabledSupplier, renderOrgList, rowOf, stubOrgServer } from './org-list-harness';

const listQuery = (fake: ReturnType<typeof stubOrgServer>, index = -1) =>
  Object.fromEntries(new URL(fake.callsTo('/org/admin/list').at(index)!.url, 'http://localhost').searchParams);

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  setToken('tok-1');
  await changeLanguage('zh');
});
afterEach(() => {
  // Sonner keeps its toasts in a module-wide store; the next test's toaster would show them again.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('OrgListPage', () => {
  it('lists the organisations with type labels, state tags, local times and the total', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const supplier = await rowOf('Acme Pumps');
    expect(
      supplier
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual(['11', '10000001', 'BP-1', 'Acme Pumps', '供应商', 'Wang Fang13912345678wang@acme.example', '启用', CREATED_TEXT]);
    expect(supplier.getByText('启用', { selector: '[data-slot=badge]' })).toHaveAttribute('data-tone', 'success');
    const dhmc = await rowOf('Delta Operations');
    expect(dhmc.getByRole('cell', { name: 'DHMC' })).toBeInTheDocument();
    // Recorded before primary accounts: the missing contact shows, to be completed by editing.
    expect(dhmc.getByText('未填写', { selector: '[data-slot=badge]' })).toHaveAttribute('data-tone', 'warning');
    expect(dhmc.getByText('禁用', { selector: '[data-slot=badge]' })).toHaveAttribute('data-tone', 'muted');
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(listQuery(fake)).toEqual({ page: '1', limit: '20' });
  });

  it('relabels the columns and types in English', async () => {
    stubOrgServer();
    renderOrgList();
    await rowOf('Acme Pumps');
    await changeLanguage('en');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'ID',
      'Organisation code',
      'BPCode',
      'Organisation name',
      'Organisation type',
      'Contact name',
      'Status',
      'Created',
      'Actions',
    ]);
    expect((await rowOf('Acme Pumps')).getByRole('cell', { name: 'Supplier' })).toBeInTheDocument();
    expect(screen.getByText('Total 42')).toBeInTheDocument();
  });

  it('puts the filters into the URL when Enter is pressed, not while typing', async () => {
    const fake = stubOrgServer();
    const { router } = renderOrgList('/?page=3');
    const user = userEvent.setup();
    await rowOf('Acme Pumps');
    await user.type(screen.getByLabelText('机构名称'), 'acme');
    await user.type(screen.getByLabelText('机构代码'), '   ');
    await user.type(screen.getByLabelText('BPCode'), ' BP ');
    expect(screenSearch(router)).toEqual({ page: 3, limit: 20 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20, orgName: 'acme', bpCode: 'BP' }));
    await waitFor(() => expect(listQuery(fake)).toEqual({ page: '1', limit: '20', orgName: 'acme', bpCode: 'BP' }));
  });

  it('fills the filters from the URL and Reset clears them and the URL', async () => {
    const fake = stubOrgServer();
    const { router } = renderOrgList('/?page=2&limit=50&orgName=acme&bpCode=BP-1');
    const user = userEvent.setup();
    await rowOf('Acme Pumps');
    expect(screen.getByLabelText('机构名称')).toHaveValue('acme');
    expect(screen.getByLabelText('BPCode')).toHaveValue('BP-1');
    expect(listQuery(fake)).toEqual({ page: '2', limit: '50', orgName: 'acme', bpCode: 'BP-1' });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 50 }));
    expect(screen.getByLabelText('机构名称')).toHaveValue('');
    expect(screen.getByLabelText('BPCode')).toHaveValue('');
    await waitFor(() => expect(listQuery(fake)).toEqual({ page: '1', limit: '50' }));

    // Text typed but never searched is cleared too, though the URL has nothing to drop.
    await user.type(screen.getByLabelText('机构代码'), '1000');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('机构代码')).toHaveValue('');
  });

  it('shows no pagination and says so when nothing matches', async () => {
    stubOrgServer({}, { rows: [], total: 0 });
    renderOrgList();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('pages through the URL with the sizes 10/20/30/50', async () => {
    const fake = stubOrgServer();
    const { router } = renderOrgList();
    const user = userEvent.setup();
    await rowOf('Acme Pumps');
    const pager = screen.getByRole('navigation', { name: '分页' });
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 2, limit: 20 }));
    await waitFor(() => expect(listQuery(fake)).toEqual({ page: '2', limit: '20' }));
    await user.click(within(pager).getByRole('combobox', { name: '每页条数' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  });

  it('tells a screen reader which buttons open a dialog: the adds, a row’s Edit and its confirmed state change', async () => {
    stubOrgServer();
    renderOrgList();
    const supplier = await rowOf('Acme Pumps');
    for (const opener of [
      screen.getByRole('button', { name: '新增机构' }),
      screen.getByRole('button', { name: '新增其他机构' }),
      supplier.getByRole('button', { name: '编辑' }),
      supplier.getByRole('button', { name: '禁用' }),
    ]) {
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    }
    // The import opens the system's file chooser first, the export a toast, Reset nothing.
    for (const name of ['导入供应商', '导出', '重置']) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-haspopup');
    }
  });

  it('disables an enabled organisation after confirmation, says so and reloads the list', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const user = userEvent.setup();
    const supplier = await rowOf('Acme Pumps');
    expect(supplier.queryByRole('button', { name: '启用' })).not.toBeInTheDocument();
    await user.click(supplier.getByRole('button', { name: '禁用' }));
    expect(screen.getByRole('alertdialog', { name: '确认禁用该机构吗？' })).toBeInTheDocument();
    const listsBefore = fake.callsTo('/org/admin/list').length;
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('状态修改成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/state').map((call) => call.body)).toEqual([{ id: 11, state: 'n', version: 4 }]);
    await waitFor(() => expect(fake.callsTo('/org/admin/list').length).toBeGreaterThan(listsBefore));
  });

  it('offers Disable where the server allows it: never on the operating organisation nor on the administrator’s own', async () => {
    const operating: OrgRow = { ...enabledSupplier, id: 1, orgName: 'Platform', orgType: '50' };
    const own: OrgRow = { ...enabledSupplier, id: 12, orgName: 'Own Contractor', orgType: '20' };
    const admin1 = { roles: ['admin1' as const], user: { id: 9, userRole: '50', userType: '99', orgId: own.id } };
    stubOrgServer({}, { rows: [operating, own, enabledSupplier], total: 3 }, admin1);
    renderOrgList();
    for (const name of [operating.orgName, own.orgName]) {
      const row = await rowOf(name);
      expect(row.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
      expect(row.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    }
    expect((await rowOf('Acme Pumps')).getByRole('button', { name: '禁用' })).toBeInTheDocument();
  });

  it('enables a disabled organisation after confirmation, and Cancel sends nothing', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const user = userEvent.setup();
    const dhmc = await rowOf('Delta Operations');
    expect(dhmc.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
    await user.click(dhmc.getByRole('button', { name: '启用' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '确认启用该机构吗？' })).getByRole('button', { name: '取消' }));
    expect(fake.callsTo('/org/admin/state')).toHaveLength(0);
    await user.click(dhmc.getByRole('button', { name: '启用' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('状态修改成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/state').map((call) => call.body)).toEqual([{ id: 2, state: 'y', version: 1 }]);
  });

  it('sends one state change for confirmations within a second of each other', async () => {
    const { user, advance } = useFakeClock();
    const fake = stubOrgServer();
    renderOrgList();
    const dhmc = await rowOf('Delta Operations');
    const confirmEnable = async () => {
      await user.click(dhmc.getByRole('button', { name: '启用' }));
      await user.click(screen.getByRole('button', { name: '确定' }));
    };
    await confirmEnable();
    await confirmEnable();
    await waitFor(() => expect(fake.callsTo('/org/admin/state')).toHaveLength(1));
    advance(1000);
    await confirmEnable();
    await waitFor(() => expect(fake.callsTo('/org/admin/state')).toHaveLength(2));
  });
});
