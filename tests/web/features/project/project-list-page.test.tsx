import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectRow } from '@sddp/shared';
import { ProjectListPage } from '@/features/project/project-list/project-list-page';
import { projectListSearchSchema } from '@/features/project/project-list/project-list-search';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { useFakeClock } from '../../support/account';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { queryOf, renderListScreen, screenSearch } from '../../support/render-list-screen';
import { PROJECT_ROWS, projectRow } from './fixtures';

const onError = vi.fn();

function stubServer(routes: { rows?: ProjectRow[]; updateState?: () => FakeReply | Promise<FakeReply>; create?: () => FakeReply } = {}) {
  const rows = routes.rows ?? PROJECT_ROWS;
  return stubFetch({
    'GET /user-api/project/admin/list_project': () => envelope({ rows, total: rows.length }),
    'POST /user-api/project/update_state': routes.updateState ?? (() => envelope(projectRow({ state: '50' }))),
    'POST /user-api/project/admin/create': routes.create ?? (() => envelope(projectRow({ id: 9, projectId: 8020 }))),
  });
}

function renderPage(path = '/project/list') {
  return renderListScreen(projectListSearchSchema, (search, navigate) => <ProjectListPage search={search} navigate={navigate} />, path);
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ProjectListPage', () => {
  it('lists the projects: number, name, status tag, created time', async () => {
    const fake = stubServer();
    renderPage();
    const row = await rowOf('镇海项目');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['1', '镇海项目', '进行中', '2026-01-02 11:04:05']);
    expect(within(await rowOf('海南项目')).getByText('未开始')).toBeInTheDocument();
    expect(within(await rowOf('九江项目')).getByText('已完成')).toBeInTheDocument();
    expect(queryOf(fake.callsTo('/list_project')[0]!.url)).toEqual({ page: '1', limit: '20', projectName: '' });
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 3 条');
  });

  it('shows the English names in English', async () => {
    stubServer();
    renderPage();
    await screen.findByText('镇海项目');
    await changeLanguage('en');
    expect(await screen.findByText('Zhenhai Project')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByText('镇海项目')).not.toBeInTheDocument();
  });

  it('says there is no data and hides the pager when the list is empty', async () => {
    stubServer({ rows: [] });
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('filters by name on Enter, through the URL, and Reset clears it', async () => {
    const fake = stubServer();
    const { router, user } = renderPage('/project/list?page=2&limit=10');
    await screen.findByText('镇海项目');
    await user.type(screen.getByLabelText('项目名称'), '镇海{Enter}');
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 10, projectName: '镇海' }));
    await waitFor(() =>
      expect(queryOf(fake.callsTo('/list_project').at(-1)!.url)).toEqual({ page: '1', limit: '10', projectName: '镇海' }),
    );

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 10 }));
    expect(screen.getByLabelText('项目名称')).toHaveValue('');
    await waitFor(() => expect(queryOf(fake.callsTo('/list_project').at(-1)!.url).projectName).toBe(''));
  });

  it('Reset also clears a name typed but not searched', async () => {
    const fake = stubServer();
    const { user } = renderPage();
    await screen.findByText('镇海项目');
    await user.type(screen.getByLabelText('项目名称'), '海南');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('项目名称')).toHaveValue('');
    expect(fake.callsTo('/list_project').every((call) => queryOf(call.url).projectName === '')).toBe(true);
  });

  it('reads the name filter from the URL', async () => {
    const fake = stubServer();
    renderPage('/project/list?projectName=%E4%B9%9D%E6%B1%9F');
    await screen.findByText('镇海项目');
    expect(screen.getByLabelText('项目名称')).toHaveValue('九江');
    expect(queryOf(fake.callsTo('/list_project')[0]!.url).projectName).toBe('九江');
  });

  it('adjusts the status: one update_state on a double click, a toast, and the list reloads', async () => {
    let reply: (value: FakeReply) => void = () => undefined;
    const fake = stubServer({ updateState: () => new Promise<FakeReply>((resolve) => (reply = resolve)) });
    const { user } = renderPage();
    const row = await rowOf('镇海项目');
    await user.click(within(row).getByRole('button', { name: '调整项目状态' }));
    const dialog = screen.getByRole('dialog', { name: '调整项目状态' });
    expect(within(dialog).getByRole('radio', { name: '进行中' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '已完成' }));
    await user.dblClick(within(dialog).getByRole('button', { name: '提交' }));
    reply(envelope(projectRow({ state: '50' })));
    expect(await screen.findByText('项目状态修改成功')).toBeInTheDocument();
    expect(fake.callsTo('/update_state').map((call) => call.body)).toEqual([{ projectId: 8001, state: '50', version: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.callsTo('/list_project')).toHaveLength(2));
  });

  it('ignores a second status submit within 1 s', async () => {
    const { user, advance } = useFakeClock();
    const fake = stubServer({ updateState: () => envelope(null, 500, '服务器错误') });
    renderPage();
    await user.click(within(await rowOf('镇海项目')).getByRole('button', { name: '调整项目状态' }));
    const submit = screen.getByRole('button', { name: '提交' });
    await user.click(submit);
    await waitFor(() => expect(onError).toHaveBeenCalledWith('服务器错误'));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(fake.callsTo('/update_state')).toHaveLength(1);
    advance(1_000);
    await user.click(submit);
    await waitFor(() => expect(fake.callsTo('/update_state')).toHaveLength(2));
  });

  it('offers supplier and contractor management only in progress, linking with the project id and name', async () => {
    stubServer();
    renderPage();
    const inProgress = await rowOf('镇海项目');
    const suppliers = new URL(within(inProgress).getByRole('link', { name: '供应商管理' }).getAttribute('href')!, 'http://localhost');
    expect(suppliers.pathname).toBe('/project/suppliers');
    expect(Object.fromEntries(suppliers.searchParams)).toEqual({ id: '8001', projectName: '镇海项目' });
    const contractors = new URL(within(inProgress).getByRole('link', { name: '承包商管理' }).getAttribute('href')!, 'http://localhost');
    expect(contractors.pathname).toBe('/project/contractor');
    expect(Object.fromEntries(contractors.searchParams)).toEqual({ id: '8001', projectName: '镇海项目' });
    for (const name of ['海南项目', '九江项目']) {
      const row = await rowOf(name);
      expect(within(row).queryByRole('link', { name: '供应商管理' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: '承包商管理' })).not.toBeInTheDocument();
    }
  });

  it('opens the homepage in a new window, the English one in English when there is one', async () => {
    stubServer();
    renderPage();
    const link = within(await rowOf('镇海项目')).getByRole('link', { name: '打开主页' });
    expect(link).toHaveAttribute('href', 'https://zh.example.com/zhenhai');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await changeLanguage('en');
    expect(within(await rowOf('Zhenhai Project')).getByRole('link', { name: 'Open homepage' })).toHaveAttribute(
      'href',
      'https://en.example.com/zhenhai',
    );
    expect(within(await rowOf('Hainan Project')).getByRole('link', { name: 'Open homepage' })).toHaveAttribute(
      'href',
      'https://zh.example.com/hainan',
    );
  });

  it('Reset password says it is not yet open, before and when it is clicked', async () => {
    const fake = stubServer();
    const { user } = renderPage();
    const reset = within(await rowOf('镇海项目')).getByRole('button', { name: '重置密码' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAccessibleDescription('暂未开放');
    await user.click(reset);
    expect(await screen.findByText('暂未开放')).toBeInTheDocument();
    expect(fake.calls.filter((call) => !call.url.includes('/list_project'))).toHaveLength(0);
  });
});
