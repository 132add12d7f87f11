import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport, JobStatus } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import type { FakeReply } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import {
  IMPORT_JOB,
  importDone,
  jobFailed,
  jobRunning,
  jobStatusRoute,
  PUT_URL,
  renderOrgList,
  rowOf,
  SIGNED_HEADERS,
  stubOrgServer,
} from './org-list-harness';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (name = 'suppliers.xlsx', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: XLSX_TYPE });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('导入供应商', { selector: 'input' });
const importButton = () => screen.getByRole('button', { name: /^(导入供应商|上传中)$/ });

/** A reply the test releases by hand, to look at the screen while the call is in flight. */
function heldReply(reply: FakeReply) {
  let release: () => void = () => undefined;
  const pending = new Promise<FakeReply>((resolve) => (release = () => resolve(reply)));
  return { route: () => pending, release: () => release() };
}

async function renderScreen() {
  const view = renderOrgList();
  await rowOf('Acme Pumps');
  return view;
}

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  setToken('tok-1');
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
});

describe('Import suppliers', () => {
  it('offers only xlsx and xls, and refuses other files before asking for an upload', async () => {
    stubXhrOverFetch();
    const fake = stubOrgServer();
    await renderScreen();
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls');
    expect(fileInput()).not.toHaveAttribute('multiple');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['a,b'], 'suppliers.txt', { type: 'text/plain' }));
    expect(await screen.findByText('当前上传文件仅支持xlsx和xls格式！')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/import_upload')).toHaveLength(0);
  });

  it('refuses two files at once, chosen or dropped, saying how many were selected', async () => {
    stubXhrOverFetch();
    const fake = stubOrgServer();
    await renderScreen();
    fireEvent.change(fileInput(), { target: { files: [workbook('a.xlsx'), workbook('b.xls')] } });
    expect(await screen.findByText('当前限制选择 1 个文件，本次选择了 2 个文件，共选择了 2 个文件')).toBeInTheDocument();
    toast.dismiss();
    fireEvent.drop(importButton(), { dataTransfer: { files: [workbook('a.xlsx'), workbook('b.xlsx'), workbook('c.xlsx')] } });
    expect(await screen.findByText('当前限制选择 1 个文件，本次选择了 3 个文件，共选择了 3 个文件')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/import_upload')).toHaveLength(0);
  });

  it('uploads with progress, then follows the import job with a progress bar under the overlay, reports success and reloads the list', async () => {
    stubXhrOverFetch([0.5]);
    const put = heldReply({ status: 200, body: null });
    let job: JobStatus = jobRunning(IMPORT_JOB, { phase: 'starting', total: 0, read: 0, checked: 0, written: 0 });
    const fake = stubOrgServer({
      'PUT /supplier/u7/obj-1.xlsx': put.route,
      'GET /user-api/job/status': jobStatusRoute({ [IMPORT_JOB]: () => job }),
    });
    await renderScreen();
    const user = userEvent.setup();
    await user.upload(fileInput(), workbook());

    // Busy but not disabled (a disabled button drops keyboard focus); a click opens no second chooser.
    const uploading = await screen.findByRole('button', { name: '上传中' });
    expect(uploading).toHaveAttribute('aria-disabled', 'true');
    expect(uploading).not.toHaveAttribute('disabled');
    const chooser = vi.spyOn(fileInput(), 'click');
    await user.click(uploading);
    expect(chooser).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/import_upload')[0]?.body).toEqual({ fileName: 'suppliers.xlsx', contentType: XLSX_TYPE, size: 2048 });
    const sent = fake.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sent?.[0]).toBe(PUT_URL);
    expect(sent?.[1]?.headers).toEqual(SIGNED_HEADERS);

    put.release();
    expect(await screen.findByRole('status')).toHaveTextContent('导入中...');
    expect(fake.callsTo('/org/admin/import_gys')[0]?.body).toEqual({ key: 'supplier/u7/obj-1.xlsx' });
    const bar = await screen.findByRole('progressbar', { name: '导入进度' });
    expect(bar).toHaveAttribute('aria-valuetext', '准备中...');
    expect(screen.queryByRole('progressbar', { name: '上传进度' })).not.toBeInTheDocument();

    job = jobRunning(IMPORT_JOB, { phase: 'checking', total: 3, read: 3, checked: 2, written: 0 });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '67'));
    expect(screen.getByText('校验中：2 / 3 行')).toBeInTheDocument();
    job = jobRunning(IMPORT_JOB, { phase: 'writing', total: 2, read: 3, checked: 3, written: 1 });
    await waitFor(() => expect(screen.getByText('写入中：1 / 2 行')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '50');
    const listsBefore = fake.callsTo('/org/admin/list').length;

    job = importDone({ status: 'imported', rows: 3, created: 2, unchanged: 1, problems: [], moreProblems: 0 });
    const dialog = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(dialog.getByText('导入成功!')).toBeInTheDocument();
    expect(dialog.getByText('共 3 行：新增 2 个机构，1 个已存在未改动')).toBeInTheDocument();
    expect(dialog.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('导入中...')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('/org/admin/list').length).toBeGreaterThan(listsBefore));
    // The job is over: no more polling.
    const polls = fake.callsTo('/job/status').length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fake.callsTo('/job/status')).toHaveLength(polls);
    expect(fake.callsTo('/job/status')[0]?.url).toContain(`id=${IMPORT_JOB}`);
    await user.click(dialog.getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(importButton()).toHaveTextContent('导入供应商');
    expect(importButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('reports a rejected file with its problems and how many more there are, and keeps the list', async () => {
    stubXhrOverFetch();
    const rejected: ImportReport = {
      status: 'rejected',
      rows: 40,
      created: 0,
      unchanged: 0,
      problems: [
        { row: 2, column: '机构代码', message: '机构代码为8位数字' },
        { row: 5, column: '机构名称', message: '请输入机构名称' },
      ],
      moreProblems: 3,
    };
    const fake = stubOrgServer({ 'GET /user-api/job/status': jobStatusRoute({ [IMPORT_JOB]: () => importDone(rejected) }) });
    await renderScreen();
    const listsBefore = fake.callsTo('/org/admin/list').length;
    await userEvent.setup().upload(fileInput(), workbook('suppliers.xls'));

    const dialog = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(dialog.getByText('导入失败：发现 5 处错误，未导入任何数据')).toBeInTheDocument();
    const rows = within(dialog.getByRole('table', { name: '错误明细' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['2', '机构代码', '机构代码为8位数字'], ['5', '机构名称', '请输入机构名称']]);
    expect(dialog.getByText('另有 3 处错误未列出')).toBeInTheDocument();
    expect(dialog.queryByText('导入成功!')).not.toBeInTheDocument();
    expect(fake.callsTo('/org/admin/list')).toHaveLength(listsBefore);
  });

  it('shows why a failed import job failed, and is ready again', async () => {
    stubXhrOverFetch();
    stubOrgServer({
      'GET /user-api/job/status': jobStatusRoute({
        [IMPORT_JOB]: () => jobFailed(IMPORT_JOB, '导入被中断，未导入任何数据，请重新导入该文件'),
      }),
    });
    await renderScreen();
    await userEvent.setup().upload(fileInput(), workbook());
    expect(await screen.findByText('导入被中断，未导入任何数据，请重新导入该文件')).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('导入中...')).not.toBeInTheDocument();
  });

  it('a failed upload resets quietly: no message, no import, the button ready again', async () => {
    stubXhrOverFetch();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    configureApiClient({ onError });
    const fake = stubOrgServer({ 'PUT /supplier/u7/obj-1.xlsx': () => ({ status: 403, body: null }) });
    await renderScreen();
    await userEvent.setup().upload(fileInput(), workbook());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[org import] upload failed', expect.objectContaining({ status: 403 })));
    expect(importButton()).toHaveTextContent('导入供应商');
    expect(importButton()).toBeEnabled();
    expect(fileInput()).toHaveValue('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fake.callsTo('/org/admin/import_gys')).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Download template', () => {
  it('asks for a fresh link and downloads it under its file name', async () => {
    const fake = stubOrgServer();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderScreen();
    await userEvent.setup().click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fake.callsTo('/org/admin/import_template')).toHaveLength(1);
    expect(clicked[0]!.href).toBe('https://bucket.example/templates/supplier-import-zh.xlsx?sig=1');
    expect(clicked[0]!.download).toBe('供应商导入模板.xlsx');
    expect(clicked[0]!.isConnected).toBe(false);
  });
});
