import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { envelope } from '../../support/fake-fetch';
import { queryOf, screenSearch } from '../../support/render-list-screen';
import { CREATED_TEXT, EXPORT_URL, editRow, logoutRow, renderLogList, rowOf, stubLogServer, useLogScreenSession } from './log-list-harness';

useLogScreenSession();

const listCalls = (fake: ReturnType<typeof stubLogServer>) => fake.callsTo('/log/admin/list').map((call) => queryOf(call.url));

describe('operation log list (spec §2.20)', () => {
  it('asks for the user system by default and shows the columns of §2.20, the time in Beijing format, then the changes', async () => {
    const fake = stubLogServer();
    renderLogList();
    const row = await rowOf('编辑机构：T100 Acme Pumps');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '账号',
      '项目名称',
      '机构名称',
      '操作人',
      '操作内容',
      '接口',
      '操作时间（北京时间）',
      '修改明细',
    ]);
    expect(
      row
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['admin', '用户系统', '平台运营中心', '平台管理员', '编辑机构：T100 Acme Pumps', '/user-api/org/admin/update', CREATED_TEXT]);
    expect(listCalls(fake)[0]).toEqual({ projectId: '8000', page: '1', limit: '20' });
    expect(screen.getByRole('combobox', { name: '项目' })).toHaveTextContent('用户系统');
  });

  it("names the project in the reader's language, as the filter does: User system, and a project's English name", async () => {
    await changeLanguage('en');
    try {
      stubLogServer({}, { rows: [editRow, { ...logoutRow, projectId: 8003, projectName: '九江' }], total: 2 });
      renderLogList();
      const edit = await rowOf('编辑机构：T100 Acme Pumps');
      await waitFor(() => expect(edit.getAllByRole('cell')[1]).toHaveTextContent(/^User system$/));
      const logout = await rowOf('退出登录');
      await waitFor(() => expect(logout.getAllByRole('cell')[1]).toHaveTextContent(/^Jiujiang$/));
    } finally {
      await changeLanguage('zh');
    }
  });

  it('expands the changes of an edit, field by field, before → after, and collapses them again', async () => {
    stubLogServer();
    const { user } = renderLogList();
    const row = await rowOf('编辑机构：T100 Acme Pumps');
    expect((await rowOf('退出登录')).queryByRole('button', { name: /项修改/ })).not.toBeInTheDocument();
    const toggle = row.getByRole('button', { name: '2 项修改' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(row.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['联系人: 张三 → 李四', 'BPCode: — → BP-9']);
    await user.click(toggle);
    expect(row.queryByRole('list')).not.toBeInTheDocument();
  });

  it('searches by project, account, organisation and time range, and Reset goes back to the user system', async () => {
    const fake = stubLogServer();
    const { router, user } = renderLogList('/?page=3');
    await rowOf('退出登录');
    await user.click(screen.getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByRole('option', { name: '九江' }));
    await user.type(screen.getByLabelText('账号'), ' Supplier01 ');
    await user.type(screen.getByLabelText('机构名称'), 'Acme Pumps');
    await user.type(screen.getByLabelText('开始时间（北京时间）'), '2026-03-01 00:00:00');
    await user.type(screen.getByLabelText('结束时间（北京时间）'), '2026-03-05 23:59:59{Enter}');
    const applied = {
      projectId: 8003,
      userCode: 'Supplier01',
      orgName: 'Acme Pumps',
      from: '2026-03-01 00:00:00',
      to: '2026-03-05 23:59:59',
    };
    await waitFor(() => expect(screenSearch(router)).toMatchObject({ ...applied, page: 1 }));
    await waitFor(() =>
      expect(listCalls(fake).at(-1)).toEqual({
        projectId: '8003',
        userCode: 'Supplier01',
        orgName: 'Acme Pumps',
        from: '2026-03-01 00:00:00',
        to: '2026-03-05 23:59:59',
        page: '1',
        limit: '20',
      }),
    );
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ projectId: 8000, page: 1, limit: 20 }));
    expect(screen.getByLabelText('账号')).toHaveValue('');
    expect(screen.getByLabelText('开始时间（北京时间）')).toHaveValue('');
  });

  it('tells a time that is not yyyy-MM-dd HH:mm:ss, or a reversed range, without asking the server', async () => {
    const fake = stubLogServer();
    const { router, user } = renderLogList();
    await rowOf('退出登录');
    const asked = listCalls(fake).length;
    await user.type(screen.getByLabelText('开始时间（北京时间）'), '2026-02-30 08:00:00{Enter}');
    expect(await screen.findByText('请输入 yyyy-MM-dd HH:mm:ss 格式的有效时间')).toBeInTheDocument();
    expect(screen.getByLabelText('开始时间（北京时间）')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('开始时间（北京时间）'));
    await user.type(screen.getByLabelText('开始时间（北京时间）'), '2026-03-02 00:00:00');
    await user.type(screen.getByLabelText('结束时间（北京时间）'), '2026-03-01 23:59:59{Enter}');
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(screen.queryByText('请输入 yyyy-MM-dd HH:mm:ss 格式的有效时间')).not.toBeInTheDocument();
    expect(listCalls(fake)).toHaveLength(asked);
    expect(screenSearch(router)).not.toHaveProperty('from');

    await user.clear(screen.getByLabelText('结束时间（北京时间）'));
    await user.type(screen.getByLabelText('结束时间（北京时间）'), '2026-03-02 00:00:00{Enter}');
    await waitFor(() => expect(screenSearch(router)).toMatchObject({ from: '2026-03-02 00:00:00', to: '2026-03-02 00:00:00' }));
    expect(screen.queryByText('结束时间不能早于开始时间')).not.toBeInTheDocument();
  });

  it('offers the known accounts as the account is typed', async () => {
    const fake = stubLogServer();
    const { user } = renderLogList();
    await rowOf('退出登录');
    await user.type(screen.getByLabelText('账号'), 'suppl');
    await waitFor(() =>
      expect(
        fake
          .callsTo('/log/admin/suggest')
          .map((call) => queryOf(call.url))
          .at(-1),
      ).toEqual({ field: 'userCode', text: 'suppl' }),
    );
    const options = document.getElementById(screen.getByLabelText('账号').getAttribute('list')!)!;
    await waitFor(() =>
      expect([...options.querySelectorAll('option')].map((option) => option.value)).toEqual(['supplier01', 'supplier02']),
    );
  });

  it('exports the applied filters without page and limit, then opens the file', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const fake = stubLogServer();
    const { user } = renderLogList('/?projectId=8003&userCode=admin&from=2026-03-01%2000%3A00%3A00&page=2&limit=10');
    await rowOf('退出登录');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(fake.callsTo('/log/admin/export')).toHaveLength(1));
    expect(fake.callsTo('/log/admin/export')[0]!.body).toEqual({ projectId: 8003, userCode: 'admin', from: '2026-03-01 00:00:00' });
    expect(await screen.findByText('导出成功！')).toBeInTheDocument();
    await waitFor(() => expect(opened).toHaveBeenCalledWith(EXPORT_URL, '_blank', 'noopener'));
    expect(screen.queryByText(/导出文件最多包含/)).not.toBeInTheDocument();
  });

  it('says the export holds only the newest 100,000 rows when the total is larger', async () => {
    stubLogServer({}, { rows: [editRow, logoutRow], total: 1_234_567 });
    renderLogList();
    await rowOf('退出登录');
    expect(screen.getByText('导出文件最多包含最新的 100,000 行')).toBeInTheDocument();
  });

  it('shows the empty state for a filter that matches nothing', async () => {
    stubLogServer({ 'GET /user-api/log/admin/list': () => envelope({ rows: [], total: 0 }) });
    renderLogList('/?userCode=nobody');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await changeLanguage('en');
    stubLogServer();
    const { user } = renderLogList();
    const row = await rowOf('编辑机构：T100 Acme Pumps');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Account',
      'Project',
      'Organisation',
      'Operator',
      'Operation',
      'API',
      'Time (Beijing)',
      'Changes',
    ]);
    await user.click(row.getByRole('button', { name: 'Changes: 2' }));
    expect(within(row.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent('Contact: 张三 → 李四');
  });
});
