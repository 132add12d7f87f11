import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { AuditImportReport, ClassRequirementsRow, JobStatus } from '@sddp/shared';
import { RequirementsListPage } from '@/features/delivery/requirements/requirements-list-page';
import { changeLanguage } from '@/i18n';
import { envelope, stubFetch, type FetchCall } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi({ toastErrors: true });

const PROJECT = 8001;
const IMPORT_JOB = '11111111-1111-4111-8111-111111111111';
const EXPORT_JOB = '22222222-2222-4222-8222-222222222222';
const EXPORT_URL = 'https://bucket.example/exports/7/22222222.xlsx?X-Amz-Signature=def';
const UPLOAD_KEY = 'audit/delivery/requirements/7/33333333-3333-4333-8333-333333333333.xlsx';
const PUT_URL = `https://bucket.example/${UPLOAD_KEY}?X-Amz-Signature=abc`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pump: ClassRequirementsRow = {
  classCode: 'P-01',
  className: '离心泵',
  type: '泵',
  inBreakdown: true,
  properties: 2,
  documents: 1,
  required: 2,
  version: 1,
  updateTime: '2026-03-05T00:09:10.000Z',
};

const progress = (total: number, done: Partial<JobStatus['progress']> = {}): JobStatus['progress'] => ({
  phase: 'writing',
  total,
  read: total,
  checked: total,
  written: total,
  ...done,
});
const importDone = (result: AuditImportReport): JobStatus => ({
  id: IMPORT_JOB,
  kind: 'delivery.requirementsImport',
  state: 'done',
  progress: progress(result.rows),
  result,
});

function stubServer(statuses: Record<string, () => JobStatus> = {}) {
  return stubFetch({
    'GET /user-api/delivery/admin/class_requirements': () => envelope({ rows: [pump] }),
    'POST /user-api/delivery/admin/class_requirements/download': () => envelope({ jobId: EXPORT_JOB }),
    'POST /user-api/delivery/admin/class_requirements/upload_url': () =>
      envelope({ url: PUT_URL, key: UPLOAD_KEY, headers: { 'Content-Type': XLSX_TYPE }, expiresAt: '2026-01-01T00:10:00Z' }),
    [`PUT /${UPLOAD_KEY}`]: () => ({ status: 200, body: null }),
    'POST /user-api/delivery/admin/class_requirements/upload': () => envelope({ jobId: IMPORT_JOB }),
    'GET /user-api/job/status': (call: FetchCall) => {
      const id = new URL(call.url, 'http://localhost').searchParams.get('id') ?? '';
      const status = statuses[id];
      return status ? envelope(status()) : envelope(null, 404, '资源不存在或无权限');
    },
  });
}

function renderPage(projectId: number | 'none' = PROJECT) {
  const chosen = projectId === 'none' ? undefined : projectId;
  return renderListScreen(z.object({}), () => <RequirementsListPage projectId={chosen} projectPicker={null} />, '/');
}

const workbook = () => new File([new Uint8Array(2048)], 'requirements.xlsx', { type: XLSX_TYPE });
const importInput = () => screen.getByLabelText<HTMLInputElement>('导入工作簿', { selector: 'input' });

describe('the class requirements workbook on the requirements list (issue 29)', () => {
  it('offers the workbook only once a project is chosen', async () => {
    stubServer();
    renderPage('none');
    expect(await screen.findByText('请选择一个项目，查看其工厂对象分类的交付要求')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载工作簿' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入工作簿' })).not.toBeInTheDocument();
  });

  it('downloads the project’s workbook from the keyboard: the export job’s progress in a toast, then the file opens', async () => {
    let job: JobStatus = { id: EXPORT_JOB, kind: 'delivery.requirementsExport', state: 'running', progress: progress(12, { written: 3 }) };
    const fake = stubServer({ [EXPORT_JOB]: () => job });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderPage();
    const download = await screen.findByRole('button', { name: '下载工作簿' });
    download.focus();
    await user.keyboard('{Enter}');
    expect(fake.callsTo('/delivery/admin/class_requirements/download')[0]?.body).toEqual({ projectId: PROJECT });
    expect(await screen.findByText('写入中：3 / 12 行')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuenow', '25');

    job = {
      id: EXPORT_JOB,
      kind: 'delivery.requirementsExport',
      state: 'done',
      progress: progress(12),
      result: { url: EXPORT_URL, fileName: '交付要求-项目8001-20260305.xlsx', rows: 12 },
    };
    expect(await screen.findByText('导出成功！')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith(EXPORT_URL, '_blank', 'noopener');
    expect(screen.getByRole('link', { name: '交付要求-项目8001-20260305.xlsx' })).toHaveAttribute('href', EXPORT_URL);
  });

  it('imports a workbook: uploaded with progress, the job under the overlay, then the report, and the list reloads', async () => {
    stubXhrOverFetch([0.5]);
    let job: JobStatus = {
      id: IMPORT_JOB,
      kind: 'delivery.requirementsImport',
      state: 'running',
      progress: progress(6, { phase: 'checking', checked: 2, written: 0 }),
    };
    const fake = stubServer({ [IMPORT_JOB]: () => job });
    const { user } = renderPage();
    await screen.findByText('P-01');
    const listsBefore = fake.callsTo('/delivery/admin/class_requirements').length;
    expect(importInput()).toHaveAttribute('accept', '.xlsx,.xls');
    await user.upload(importInput(), workbook());

    expect(await screen.findByText('校验中：2 / 6 行')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '导入进度' })).toBeInTheDocument();
    expect(fake.callsTo('/delivery/admin/class_requirements/upload_url')[0]?.body).toEqual({
      fileName: 'requirements.xlsx',
      contentType: XLSX_TYPE,
      size: 2048,
    });
    expect(fake.callsTo('/delivery/admin/class_requirements/upload')[0]?.body).toEqual({ projectId: PROJECT, key: UPLOAD_KEY });

    job = importDone({ status: 'imported', rows: 6, problems: [], moreProblems: 0 });
    const dialog = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(dialog.getByText('导入成功!')).toBeInTheDocument();
    expect(dialog.getByText('共 6 行，已全部导入')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('/delivery/admin/class_requirements').length).toBeGreaterThan(listsBefore));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '导入工作簿' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('reports a refused workbook row by row, in English too, and keeps the list', async () => {
    stubXhrOverFetch();
    await changeLanguage('en');
    const fake = stubServer({
      [IMPORT_JOB]: () =>
        importDone({
          status: 'rejected',
          rows: 8,
          problems: [
            { row: 3, column: 'Item kind', message: 'The item kind is "property" or "document"' },
            { row: 7, column: 'Class code', message: 'The project\'s breakdown has no factory object class "X-99"' },
          ],
          moreProblems: 0,
        }),
    });
    const { user } = renderPage();
    await screen.findByText('P-01');
    const listsBefore = fake.callsTo('/delivery/admin/class_requirements').length;
    await user.upload(screen.getByLabelText<HTMLInputElement>('Import workbook', { selector: 'input' }), workbook());

    const dialog = within(await screen.findByRole('dialog'));
    const rows = within(dialog.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['3', 'Item kind', 'The item kind is "property" or "document"'],
      ['7', 'Class code', 'The project\'s breakdown has no factory object class "X-99"'],
    ]);
    expect(fake.callsTo('/delivery/admin/class_requirements')).toHaveLength(listsBefore);
  });
});
