import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditImportReport, JobStatus, ProjectBreakdown, ProjectRow } from '@sddp/shared';
import { BreakdownPage, breakdownSearchSchema } from '@/features/audit';
import { envelope, stubFetch, type FakeReply, type FetchCall } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { queryOf, renderListScreen, screenSearch } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';

const project = (projectId: number, projectName: string): ProjectRow => ({
  id: projectId,
  projectId,
  projectName,
  projectNameEn: '',
  state: '20',
  indexUrl: '',
  indexUrlEn: '',
  createTime: '2026-03-05T00:00:00.000Z',
  version: 1,
});

const PROJECTS = [project(8000, '用户系统'), project(8007, '安庆项目'), project(8008, '南港项目')];

const DEMO: ProjectBreakdown = {
  projectId: 8007,
  version: 1,
  mainItems: [
    { code: '1100', name: '常减压装置' },
    { code: '1200', name: '催化裂化装置' },
  ],
  classes: [
    { code: 'P-01', name: '离心泵', type: '泵' },
    { code: 'V-01', name: '立式容器', type: '容器' },
    { code: 'K-01', name: '离心压缩机', type: '压缩机' },
  ],
};
const NONE = (projectId: number): ProjectBreakdown => ({ projectId, version: 0, mainItems: [], classes: [] });

const API = '/user-api/user/admin/breakdown';
const JOB = '44444444-4444-4444-8444-444444444444';
const PUT_URL = 'https://bucket.example/audit/7/55555555-5555-4555-8555-555555555555.xlsx?X-Amz-Signature=abc';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const jobDone = (result: AuditImportReport): JobStatus => ({
  id: JOB,
  kind: 'audit.breakdownImport',
  state: 'done',
  progress: { phase: 'writing', total: result.rows, read: result.rows, checked: result.rows, written: result.rows },
  result,
});

useSignedInApi();

/** The breakdown server: 8007 has the demo breakdown (replaced by `after` once an import is done), 8008 none. */
function stubServer(options: { after?: ProjectBreakdown; report?: AuditImportReport } = {}) {
  let imported = false;
  const routes: Record<string, (call: FetchCall) => FakeReply> = {
    'GET /user-api/project/admin/list_project': () => envelope({ rows: PROJECTS, total: PROJECTS.length }),
    [`GET ${API}`]: (call) => {
      const projectId = Number(queryOf(call.url).projectId);
      return envelope(projectId === 8007 ? (imported && options.after ? options.after : DEMO) : NONE(projectId));
    },
    [`GET ${API}/template`]: () =>
      envelope({ url: 'https://bucket.example/templates/audit-breakdown-zh.xlsx?sig=1', fileName: '工程分解模板.xlsx' }),
    [`POST ${API}/upload_url`]: () =>
      envelope({
        url: PUT_URL,
        key: 'audit/7/55555555-5555-4555-8555-555555555555.xlsx',
        headers: { 'Content-Type': XLSX_TYPE },
        expiresAt: '',
      }),
    'PUT /audit/7/55555555-5555-4555-8555-555555555555.xlsx': () => ({ status: 200, body: null }),
    [`POST ${API}/import`]: () => envelope({ jobId: JOB }),
    'GET /user-api/job/status': () => {
      const report = options.report ?? { status: 'imported', rows: 2, problems: [], moreProblems: 0 };
      imported = report.status === 'imported';
      return envelope(jobDone(report));
    },
  };
  return stubFetch(routes);
}

const render = (path = '/?projectId=8007') =>
  renderListScreen(
    breakdownSearchSchema,
    (search, navigate) => <BreakdownPage search={search} onProjectChange={(projectId) => navigate({ search: () => ({ projectId }) })} />,
    path,
  );

const workbook = () => new File([new Uint8Array(1024)], 'breakdown.xlsx', { type: XLSX_TYPE });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('导入工程分解', { selector: 'input' });

describe('BreakdownPage (engineering breakdown)', () => {
  it('asks for a project first; the picker offers the delivery projects, and a choice goes to the URL', async () => {
    stubServer();
    const { user, router } = render('/');
    expect(await screen.findByText('请选择一个项目查看其工程分解')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '项目' }));
    expect(screen.queryByRole('option', { name: /用户系统/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '8007 安庆项目' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ projectId: 8007 }));
    expect(await screen.findByText('常减压装置')).toBeInTheDocument();
  });

  it('shows the main items and the factory object classes with their types, with counts', async () => {
    stubServer();
    const { user } = render();
    expect(await screen.findByText('常减压装置')).toBeInTheDocument();
    expect(screen.getByText('共 2 个主项、3 个工厂对象分类（版本 1）')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '主项（2）' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '工厂对象分类（3）' }));
    const table = within(screen.getByRole('tabpanel'));
    expect(table.getByRole('columnheader', { name: '类型' })).toBeInTheDocument();
    expect(table.getByText('离心压缩机')).toBeInTheDocument();
    expect(table.getByText('压缩机')).toBeInTheDocument();
  });

  it('searches codes, names and types as one types, and says when nothing matches', async () => {
    stubServer();
    const { user } = render();
    await screen.findByText('常减压装置');
    await user.type(screen.getByLabelText('搜索编码或名称'), '泵');
    expect(screen.getByRole('tab', { name: '主项（0）' })).toBeInTheDocument();
    expect(screen.getByText('没有匹配的条目')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '工厂对象分类（1）' }));
    expect(within(screen.getByRole('tabpanel')).getByText('离心泵')).toBeInTheDocument();
    expect(screen.queryByText('立式容器')).not.toBeInTheDocument();
  });

  it('orders a list by a column head (ascending, descending, then the file order), which the keyboard reaches', async () => {
    stubServer();
    const { user } = render();
    await screen.findByText('常减压装置');
    await user.click(screen.getByRole('tab', { name: '工厂对象分类（3）' }));
    const panel = within(screen.getByRole('tabpanel'));
    const codes = () =>
      panel
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(codes()).toEqual(['P-01', 'V-01', 'K-01']);
    const byCode = panel.getByRole('button', { name: '编码' });
    byCode.focus();
    await user.keyboard('{Enter}');
    expect(codes()).toEqual(['K-01', 'P-01', 'V-01']);
    expect(panel.getByRole('columnheader', { name: '编码（升序）' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: '编码（升序）' }));
    expect(codes()).toEqual(['V-01', 'P-01', 'K-01']);
    await user.click(panel.getByRole('button', { name: '编码（降序）' }));
    expect(codes()).toEqual(['P-01', 'V-01', 'K-01']);
  });

  it('says when the project has no breakdown yet', async () => {
    stubServer();
    render('/?projectId=8008');
    expect(await screen.findByText('该项目尚无工程分解')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('downloads the template from a fresh link, under its file name', async () => {
    const fake = stubServer();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('https://bucket.example/templates/audit-breakdown-zh.xlsx?sig=1');
    expect(clicked[0]!.download).toBe('工程分解模板.xlsx');
    expect(fake.callsTo('/breakdown/template')).toHaveLength(1);
  });

  it('asks before replacing the whole breakdown; Cancel uploads nothing', async () => {
    const fake = stubServer();
    const { user } = render();
    await screen.findByText('常减压装置');
    await user.upload(fileInput(), workbook());
    const confirm = within(await screen.findByRole('alertdialog', { name: '替换“8007 安庆项目”的整个工程分解？' }));
    expect(confirm.getByText(/现有的全部 2 个主项和 3 个工厂对象分类/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.callsTo('/breakdown/upload_url')).toHaveLength(0);
  });

  it('imports on confirmation: upload, the job, a success toast and the new breakdown shown', async () => {
    stubXhrOverFetch();
    const fake = stubServer({ after: { projectId: 8007, version: 2, mainItems: [{ code: '3100', name: '加氢裂化装置' }], classes: [] } });
    const { user } = render();
    await screen.findByText('常减压装置');
    await user.upload(fileInput(), workbook());
    await user.click(await screen.findByRole('button', { name: '替换并导入' }));
    expect(await screen.findByText('加氢裂化装置')).toBeInTheDocument();
    expect(screen.getByText('共 1 个主项、0 个工厂对象分类（版本 2）')).toBeInTheDocument();
    expect(await screen.findByText('导入成功!')).toBeInTheDocument();
    expect(fake.callsTo('/breakdown/upload_url')[0]?.body).toEqual({ fileName: 'breakdown.xlsx', contentType: XLSX_TYPE, size: 1024 });
    expect(fake.callsTo('/breakdown/import')[0]?.body).toEqual({
      key: 'audit/7/55555555-5555-4555-8555-555555555555.xlsx',
      projectId: 8007,
    });
  });

  it('shows the per-row report of a refused file, and the breakdown as it was', async () => {
    stubXhrOverFetch();
    stubServer({
      report: {
        status: 'rejected',
        rows: 2,
        problems: [{ row: 3, column: '类型', message: '工厂对象分类必须填写类型' }],
        moreProblems: 0,
      },
    });
    const { user } = render();
    await screen.findByText('常减压装置');
    await user.upload(fileInput(), workbook());
    await user.click(await screen.findByRole('button', { name: '替换并导入' }));
    const report = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(report.getByText('工厂对象分类必须填写类型')).toBeInTheDocument();
    expect(report.getByText('类型')).toBeInTheDocument();
    expect(screen.getByText('常减压装置')).toBeInTheDocument();
  });
});
