import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DhmcPersonRow, JobStatus, UserImportReport } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { envelope } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { queryOf } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { API, EXPORT_JOB, IMPORT_JOB, PEOPLE, renderDhmcDetail, rowOf, stubDhmcServer, XLSX_TYPE } from './dhmc-harness';

useSignedInApi();

const progress = { phase: 'writing', total: 2, read: 2, checked: 2, written: 1 } as const;
const workbook = () => new File([new Uint8Array(512)], 'dhmc.xlsx', { type: XLSX_TYPE });
const fileInput = (name = '导入文件') => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const NEW_PERSON: DhmcPersonRow = { ...PEOPLE[0]!, userId: 3003, linkman: '赵工', userCode: 'dhmc_zhao', email: 'zhao@dhmc.example' };
const imported: UserImportReport = {
  status: 'imported',
  rows: 2,
  created: 1,
  unchanged: 1,
  problems: [],
  moreProblems: 0,
  accounts: [{ row: 2, userCode: 'dhmc_zhao', linkman: '赵工', orgName: 'DHMC数据中心', mailedTo: 'zhao@dhmc.example' }],
  moreAccounts: 0,
};

describe('DhmcDetailPage (§2.22)', () => {
  it('shows the project people with their columns, the project name as heading and the way back', async () => {
    const fake = stubDhmcServer();
    renderDhmcDetail();
    const row = within(await rowOf('王工'));
    expect(screen.getByRole('heading', { level: 1, name: '安庆项目' })).toBeInTheDocument();
    for (const header of ['联系人', '登录账号', '邮箱', '联系电话', '专业', '机构名称', '加入时间']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const cell of ['dhmc_wang', 'wang@dhmc.example', '13900001111', '设备', 'DHMC数据中心', '2026-03-05 08:09:10']) {
      expect(row.getByText(cell)).toBeInTheDocument();
    }
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回DHMC管理' })).toHaveAttribute('href', '/dhmcManage/list');
    expect(queryOf(fake.callsTo('/dhmc/detail/list')[0]!.url)).toMatchObject({ projectId: '8001', linkman: '', userCode: '' });
  });

  it('titles the page with the project’s name in the reader’s language, whatever name the link carried', async () => {
    await changeLanguage('en');
    try {
      stubDhmcServer({
        more: {
          'GET /user-api/project/user_project_list': () =>
            envelope([
              { id: 8001, projectId: 8001, state: '20', projectName: '安庆项目', projectNameEn: 'Anqing', indexUrl: '', indexUrlEn: '' },
            ]),
        },
      });
      renderDhmcDetail();
      expect(await screen.findByRole('heading', { level: 1, name: 'Anqing' })).toBeInTheDocument();
    } finally {
      await changeLanguage('zh');
    }
  });

  it('filters by contact and login: Enter searches, Reset clears both', async () => {
    const fake = stubDhmcServer();
    const { user } = renderDhmcDetail();
    await rowOf('王工');
    await user.type(screen.getByLabelText('联系人'), ' 王 ');
    await user.type(screen.getByLabelText('登录账号'), 'wang{Enter}');
    await waitFor(() =>
      expect(queryOf(fake.callsTo('/dhmc/detail/list').at(-1)!.url)).toMatchObject({ projectId: '8001', linkman: '王', userCode: 'wang' }),
    );
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(queryOf(fake.callsTo('/dhmc/detail/list').at(-1)!.url)).toMatchObject({ linkman: '', userCode: '' }));
    expect(screen.getByLabelText('联系人')).toHaveValue('');
  });

  it('shows the loading rows, then says the project has nobody yet', async () => {
    let answer: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (answer = resolve));
    stubDhmcServer({ more: { [`GET ${API}/detail/list`]: () => later.then(() => envelope({ rows: [], total: 0 })) } });
    renderDhmcDetail();
    expect(await screen.findByText('加载中')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('without a project id says so, asks for nothing and leads back to the list', async () => {
    const fake = stubDhmcServer();
    renderDhmcDetail('/dhmcManage/detail');
    expect(await screen.findByText('未指定项目，请从DHMC管理列表进入。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回DHMC管理' })).toHaveAttribute('href', '/dhmcManage/list');
    expect(fake.calls).toHaveLength(0);
  });

  it('downloads the template from a fresh link', async () => {
    const fake = stubDhmcServer();
    const { user } = renderDhmcDetail();
    await rowOf('王工');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('https://bucket.example/templates/dhmc-zh.xlsx?sig=1');
    expect(link.download).toBe('DHMC人员导入模板.xlsx');
    expect(fake.callsTo('/dhmc/template')).toHaveLength(1);
  });

  it('imports a workbook: upload, the import of the project with its progress, the report, then the list reloads', async () => {
    stubXhrOverFetch([0.5]);
    let people = PEOPLE;
    let status: JobStatus = { id: IMPORT_JOB, kind: 'dhmc.import', state: 'running', progress };
    const fake = stubDhmcServer({ people: () => people, job: () => status });
    renderDhmcDetail();
    await rowOf('王工');
    await userEvent.setup().upload(fileInput(), workbook());

    await waitFor(() => expect(fake.callsTo('/dhmc/import')).toHaveLength(1));
    expect(fake.callsTo('/dhmc/import_upload')[0]?.body).toEqual({ fileName: 'dhmc.xlsx', contentType: XLSX_TYPE, size: 512 });
    expect(fake.callsTo('/audit/dhmc/7/obj-3.xlsx')[0]?.method).toBe('PUT');
    expect(fake.callsTo('/dhmc/import')[0]?.body).toEqual({ projectId: 8001, projectName: '安庆项目', url: 'audit/dhmc/7/obj-3.xlsx' });
    expect(await screen.findByText('导入中...')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '50');

    people = [NEW_PERSON, ...PEOPLE];
    status = { id: IMPORT_JOB, kind: 'dhmc.import', state: 'done', progress, result: imported };
    const dialog = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(dialog.getByText('导入成功!')).toBeInTheDocument();
    // The people's own counts line, and the accounts created with where their passwords went.
    expect(dialog.getByText('共 2 行：新增 1 个账号，1 个已有账号关联到项目')).toBeInTheDocument();
    expect(within(dialog.getByRole('table', { name: '新建的账号' })).getByText('赵工')).toBeInTheDocument();
    await userEvent.setup().click(dialog.getAllByRole('button', { name: '关闭' })[0]!);
    expect(await rowOf('赵工')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('shows a rejected file’s problems by row, in English too, and does not reload the list', async () => {
    await changeLanguage('en');
    stubXhrOverFetch();
    const rejected: UserImportReport = {
      ...imported,
      status: 'rejected',
      created: 0,
      unchanged: 0,
      accounts: [],
      problems: [{ row: 3, column: 'DHMC organisation', message: 'The organisation has not joined the project' }],
    };
    const fake = stubDhmcServer({ job: () => ({ id: IMPORT_JOB, kind: 'dhmc.import', state: 'done', progress, result: rejected }) });
    renderDhmcDetail();
    await rowOf('王工');
    const listsBefore = fake.callsTo('/dhmc/detail/list').length;
    await userEvent.setup().upload(fileInput('Import file'), workbook());

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('row', { name: /3 DHMC organisation The organisation has not joined the project/ })).toBeInTheDocument();
    expect(fake.callsTo('/dhmc/detail/list')).toHaveLength(listsBefore);
  });

  it('exports the filtered people and opens the file', async () => {
    const fake = stubDhmcServer({
      job: () => ({
        id: EXPORT_JOB,
        kind: 'dhmc.export',
        state: 'done',
        progress: { phase: 'writing', total: 1, read: 0, checked: 0, written: 1 },
        result: { url: 'https://bucket.example/exports/7/dhmc.xlsx', fileName: 'DHMC人员.xlsx', rows: 1 },
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDhmcDetail('/dhmcManage/detail?id=8001&name=安庆项目&userCode=wang');
    await rowOf('王工');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://bucket.example/exports/7/dhmc.xlsx', '_blank', 'noopener'));
    expect(fake.callsTo('/dhmc/export')[0]?.body).toEqual({ projectId: 8001, linkman: '', userCode: 'wang' });
  });
});
