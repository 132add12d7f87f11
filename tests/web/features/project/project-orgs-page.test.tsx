import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectOrgRow } from '@sddp/shared';
import type { OrgKind } from '@/features/project/org-kind';
import { ProjectOrgsPage } from '@/features/project/project-orgs/project-orgs-page';
import { projectOrgsSearchSchema } from '@/features/project/project-orgs/project-orgs-search';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { queryOf, renderListScreen, screenSearch } from '../../support/render-list-screen';
import { ORG_ROWS, orgRow, sendResult, sentTo } from './fixtures';

const onError = vi.fn();
const LIST_PATH = { supplier: '/list_org', contractor: '/list_cbs' } as const;

interface ServerOptions {
  rows?: ProjectOrgRow[];
  projectName?: string;
  projectNameEn?: string;
  /** Holds the list answer back until released. */
  held?: Promise<void>;
  sendSingle?: () => FakeReply;
}

function stubServer({
  rows = ORG_ROWS,
  projectName = '镇海项目',
  projectNameEn = 'Zhenhai Project',
  held,
  sendSingle,
}: ServerOptions = {}) {
  const list = async () => {
    await held;
    return envelope({ rows, total: rows.length, projectName, projectNameEn });
  };
  const done = () => envelope(null);
  return stubFetch({
    'GET /user-api/project/admin/list_org': list,
    'GET /user-api/project/admin/list_cbs': list,
    'POST /user-api/project/admin/add_org': done,
    'POST /user-api/project/admin/remove_org': done,
    'POST /user-api/project/admin/add_cbs': done,
    'POST /user-api/project/admin/remove_cbs': done,
    'GET /user-api/project/send_pwd_single': sendSingle ?? (() => envelope(sendResult({ sentTo: [sentTo(101)] }))),
    'GET /user-api/project/send_pwd_all': () => envelope(sendResult({ sentTo: [sentTo(101), sentTo(103)] })),
  });
}

async function renderPage(kind: OrgKind, query = 'id=8001&projectName=%E9%95%87%E6%B5%B7%E9%A1%B9%E7%9B%AE') {
  const view = renderListScreen(
    projectOrgsSearchSchema,
    (search, navigate) => <ProjectOrgsPage kind={kind} search={search} navigate={navigate} />,
    `/project/${kind === 'supplier' ? 'suppliers' : 'contractor'}?${query}`,
  );
  await screen.findByText('示例机械有限公司');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

async function confirm(user: ReturnType<typeof renderListScreen>['user'], title: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ProjectOrgsPage', () => {
  it('lists the organisations of the project with their type, added tag and added time', async () => {
    const fake = stubServer();
    await renderPage('supplier');
    expect(headers()).toEqual(['机构代码', '机构名称', '机构类型', '添加状态', '添加时间', '操作']);
    const added = within(rowOf('示例机械有限公司')).getAllByRole('cell');
    expect(added.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '10000001',
      '示例机械有限公司',
      '供应商',
      '已添加',
      '2026-03-04 13:06:07',
    ]);
    expect(within(rowOf('未加入科技有限公司')).getByText('未添加')).toBeInTheDocument();
    expect(queryOf(fake.callsTo('/list_org')[0]!.url)).toEqual({
      page: '1',
      limit: '20',
      projectId: '8001',
      flag: '',
      orgName: '',
      orgCode: '',
    });
  });

  it('heads the page with the project name of the answer', async () => {
    stubServer({ projectName: '镇海炼化项目' });
    await renderPage('supplier');
    expect(await screen.findByRole('heading', { level: 1, name: '镇海炼化项目' })).toBeInTheDocument();
  });

  it('heads the page in English with the English name of the answer; the link’s name stands in until it arrives', async () => {
    let answer: () => void = () => undefined;
    stubServer({ held: new Promise<void>((resolve) => (answer = resolve)) });
    await changeLanguage('en');
    renderListScreen(
      projectOrgsSearchSchema,
      (search, navigate) => <ProjectOrgsPage kind="supplier" search={search} navigate={navigate} />,
      '/project/suppliers?id=8001&projectName=%E9%95%87%E6%B5%B7%E9%A1%B9%E7%9B%AE',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '镇海项目' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zhenhai Project' })).toBeInTheDocument();
    await changeLanguage('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '镇海项目' })).toBeInTheDocument();
  });

  it('falls back to the project name of the link', async () => {
    stubServer({ projectName: '', projectNameEn: '' });
    await renderPage('contractor');
    expect(screen.getByRole('heading', { level: 1, name: '镇海项目' })).toBeInTheDocument();
    expect(screen.getByText('项目承包商')).toBeInTheDocument();
  });

  it.each([
    ['supplier', '已添加', 'Y'],
    ['supplier', '未添加', 'N'],
    ['contractor', '已添加', 'y'],
    ['contractor', '未添加', 'n'],
  ] as const)('%s list: filtering by %s sends flag %s', async (kind, option, flag) => {
    const fake = stubServer();
    const { user, router } = await renderPage(kind);
    await user.click(screen.getByRole('combobox', { name: '添加状态' }));
    await user.click(screen.getByRole('option', { name: option }));
    await user.type(screen.getByLabelText('机构名称'), '示例');
    await user.type(screen.getByLabelText('机构代码'), '1000{Enter}');
    await waitFor(() => expect(fake.callsTo(LIST_PATH[kind])).toHaveLength(2));
    expect(queryOf(fake.callsTo(LIST_PATH[kind])[1]!.url)).toMatchObject({ projectId: '8001', flag, orgName: '示例', orgCode: '1000' });
    expect(screenSearch(router)).toMatchObject({ id: 8001, flag: flag.toLowerCase(), orgName: '示例' });
  });

  it('Reset clears the filters and lists every organisation again', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier', 'id=8001&flag=y&orgName=%E7%A4%BA%E4%BE%8B');
    expect(queryOf(fake.callsTo('/list_org')[0]!.url)).toMatchObject({ flag: 'Y', orgName: '示例' });
    expect(screen.getByLabelText('机构名称')).toHaveValue('示例');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(fake.callsTo('/list_org')).toHaveLength(2));
    expect(queryOf(fake.callsTo('/list_org')[1]!.url)).toMatchObject({ flag: '', orgName: '' });
    expect(screen.getByLabelText('机构名称')).toHaveValue('');
  });

  it.each([
    [8012, true],
    [8013, true],
    [8001, false],
    [8011, false],
  ])('project %i shows the BP code column: %s', async (projectId, shown) => {
    stubServer();
    await renderPage('supplier', `id=${projectId}`);
    expect(headers().includes('BP编码')).toBe(shown);
    expect(screen.queryByText('BP-0001') !== null).toBe(shown);
  });

  it('joins a supplier after confirming, says so and reloads', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    await user.click(within(rowOf('未加入科技有限公司')).getByRole('button', { name: '加入项目' }));
    expect(fake.callsTo('/add_org')).toHaveLength(0);
    await confirm(user, '确定将“未加入科技有限公司”加入项目吗？');
    expect(await screen.findByText('供应商加入项目成功!')).toBeInTheDocument();
    expect(fake.callsTo('/add_org').map((call) => call.body)).toEqual([{ projectId: 8001, orgId: 102 }]);
    await waitFor(() => expect(fake.callsTo('/list_org')).toHaveLength(2));
  });

  it('removes a supplier after confirming', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    expect(within(rowOf('未加入科技有限公司')).queryByRole('button', { name: '移出项目' })).not.toBeInTheDocument();
    await user.click(within(rowOf('示例机械有限公司')).getByRole('button', { name: '移出项目' }));
    await confirm(user, '确定将“示例机械有限公司”移出项目吗？');
    expect(await screen.findByText('供应商移除项目成功!')).toBeInTheDocument();
    expect(fake.callsTo('/remove_org').map((call) => call.body)).toEqual([{ projectId: 8001, orgId: 101 }]);
  });

  it('joins and removes contractors through the cbs calls, with the contractor messages', async () => {
    const fake = stubServer();
    const { user } = await renderPage('contractor');
    await user.click(within(rowOf('未加入科技有限公司')).getByRole('button', { name: '加入项目' }));
    await confirm(user, '确定将“未加入科技有限公司”加入项目吗？');
    expect(await screen.findByText('承包商加入项目成功!')).toBeInTheDocument();
    await user.click(within(rowOf('示例机械有限公司')).getByRole('button', { name: '移出项目' }));
    await confirm(user, '确定将“示例机械有限公司”移出项目吗？');
    expect(await screen.findByText('承包商移除项目成功!')).toBeInTheDocument();
    expect(fake.callsTo('/add_cbs').map((call) => call.body)).toEqual([{ projectId: 8001, orgId: 102 }]);
    expect(fake.callsTo('/remove_cbs').map((call) => call.body)).toEqual([{ projectId: 8001, orgId: 101 }]);
    expect(fake.callsTo('/add_org')).toHaveLength(0);
  });

  it('cancelling a join sends nothing', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    await user.click(within(rowOf('未加入科技有限公司')).getByRole('button', { name: '加入项目' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.callsTo('/add_org')).toHaveLength(0);
  });

  it('sends the password of an added organisation after confirming', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    expect(within(rowOf('未加入科技有限公司')).queryByRole('button', { name: '发送密码' })).not.toBeInTheDocument();
    await user.click(within(rowOf('示例机械有限公司')).getByRole('button', { name: '发送密码' }));
    await confirm(user, '是否发送密码?');
    expect(await screen.findByText('发送密码成功')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_single').map((call) => queryOf(call.url))).toEqual([{ orgId: '101', projectId: '8001' }]);
  });

  it('offers Send password only where the server sends one: a disabled organisation in the project says why it has none', async () => {
    stubServer({ rows: [...ORG_ROWS, orgRow({ id: 13, orgId: 103, orgName: '停用机械有限公司', state: '0' })] });
    await renderPage('supplier');
    const disabled = within(rowOf('停用机械有限公司'));
    expect(disabled.getByText('机构已禁用')).toBeInTheDocument();
    expect(disabled.queryByRole('button', { name: '发送密码' })).not.toBeInTheDocument();
    expect(disabled.getByRole('button', { name: '移出项目' })).toBeInTheDocument();
    expect(within(rowOf('示例机械有限公司')).queryByText('机构已禁用')).not.toBeInTheDocument();
  });

  it('says the sending was cancelled and sends nothing', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    await user.click(within(rowOf('示例机械有限公司')).getByRole('button', { name: '发送密码' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '是否发送密码?' })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消发送')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_single')).toHaveLength(0);
  });

  it('says when sending the password failed', async () => {
    stubServer({ sendSingle: () => envelope(null, 403, '只能向已加入该项目的供应商和承包商的主账号发送密码') });
    const { user } = await renderPage('supplier');
    await user.click(within(rowOf('示例机械有限公司')).getByRole('button', { name: '发送密码' }));
    await confirm(user, '是否发送密码?');
    expect(await screen.findByText('发送密码失败')).toBeInTheDocument();
    expect(screen.queryByText('发送密码成功')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('只能向已加入该项目的供应商和承包商的主账号发送密码');
  });

  it.each(['supplier', 'contractor'] as const)('sends all passwords of the %s list after confirming', async (kind) => {
    const fake = stubServer();
    const { user } = await renderPage(kind);
    await user.click(screen.getByRole('button', { name: '发送全部密码' }));
    await confirm(user, '是否发送全部密码?');
    expect(await screen.findByText('发送密码成功')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_all').map((call) => queryOf(call.url))).toEqual([{ projectId: '8001', kind }]);
  });

  it('cancelling send-all says so and sends nothing', async () => {
    const fake = stubServer();
    const { user } = await renderPage('supplier');
    await user.click(screen.getByRole('button', { name: '发送全部密码' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '是否发送全部密码?' })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消发送')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_all')).toHaveLength(0);
  });

  it('reads in English', async () => {
    stubServer();
    await renderPage('supplier');
    await changeLanguage('en');
    expect(await screen.findByRole('columnheader', { name: 'Organisation code' })).toBeInTheDocument();
    expect(within(rowOf('示例机械有限公司')).getByText('Added')).toBeInTheDocument();
    expect(within(rowOf('示例机械有限公司')).getByText('Supplier')).toBeInTheDocument();
    expect(within(rowOf('示例机械有限公司')).getByRole('button', { name: 'Remove from project' })).toBeInTheDocument();
  });
});

describe('ProjectOrgsPage without a project', () => {
  it('asks to come from the project list and calls nothing', async () => {
    const fake = stubServer();
    renderListScreen(
      projectOrgsSearchSchema,
      (search, navigate) => <ProjectOrgsPage kind="supplier" search={search} navigate={navigate} />,
      '/project/suppliers',
    );
    expect(await screen.findByText('未指定项目，请从项目列表进入。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回项目列表' })).toHaveAttribute('href', '/project/list');
    expect(fake.calls).toHaveLength(0);
  });
});
