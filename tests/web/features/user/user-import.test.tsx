import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobStatus, UserImportReport } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { envelope } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { useSignedInApi } from '../../support/signed-in-api';
import { renderAllUsers, rowOf, stubUserServer } from './user-harness';

const ADMIN = { roles: ['admin' as const], user: { id: 7, userRole: '50', userType: '100', orgId: 1 } };
const IMPORT_JOB = '44444444-4444-4444-8444-444444444444';
const PUT_URL = 'https://bucket.example/users/7/obj-2.xlsx?X-Amz-Signature=abc';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = () => new File([new Uint8Array(1024)], 'users.xlsx', { type: XLSX_TYPE });

useSignedInApi({ toastErrors: true });

const progress = { phase: 'writing', total: 2, read: 2, checked: 2, written: 1 } as const;
const imported: UserImportReport = {
  status: 'imported',
  rows: 2,
  created: 2,
  unchanged: 0,
  problems: [],
  moreProblems: 0,
  accounts: [
    { row: 2, userCode: 'zhang01', linkman: '张三', orgName: 'Acme', mailedTo: 'zhang@example.com' },
    { row: 3, userCode: 'li01', linkman: '李四', orgName: 'Acme', mailedTo: '' },
  ],
  moreAccounts: 0,
};

function stubImportServer(report: () => JobStatus) {
  return stubUserServer(
    {
      'POST /user-api/user/admin/import_upload': () =>
        envelope({ url: PUT_URL, key: 'users/7/obj-2.xlsx', headers: { 'Content-Type': XLSX_TYPE }, expiresAt: '2026-01-01T00:10:00Z' }),
      'PUT /users/7/obj-2.xlsx': () => ({ status: 200, body: null }),
      'GET /user-api/user/admin_import_user': () => envelope({ jobId: IMPORT_JOB }),
      'GET /user-api/job/status': () => envelope(report()),
      'GET /user-api/user/admin/import_template': () =>
        envelope({ url: 'https://bucket.example/templates/user-import-zh.xlsx?sig=1', fileName: '用户导入模板.xlsx' }),
    },
    { info: ADMIN },
  );
}

const fileInput = (name = '导入用户') => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });

describe('Import users on the all-users screen', () => {
  it('downloads the template, uploads the workbook, follows the job and lists the accounts created, then reloads the list', async () => {
    stubXhrOverFetch([0.5]);
    let status: JobStatus = { id: IMPORT_JOB, kind: 'user.import', state: 'running', progress };
    const fake = stubImportServer(() => status);
    renderAllUsers();
    await rowOf('Zhou Min');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fake.callsTo('/user/admin/import_template')).toHaveLength(1);

    await user.upload(fileInput(), workbook());
    await waitFor(() => expect(fake.callsTo('/user/admin_import_user')).toHaveLength(1));
    expect(fake.callsTo('/user/admin/import_upload')[0]?.body).toEqual({ fileName: 'users.xlsx', contentType: XLSX_TYPE, size: 1024 });
    expect(fake.callsTo('/user/admin_import_user')[0]?.url).toContain('key=users%2F7%2Fobj-2.xlsx');
    expect(await screen.findByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '50');
    const listsBefore = fake.callsTo('/user/admin/manage/list').length;

    status = { id: IMPORT_JOB, kind: 'user.import', state: 'done', progress, result: imported };
    const dialog = within(await screen.findByRole('dialog', { name: '导入结果' }));
    expect(dialog.getByText('导入成功!')).toBeInTheDocument();
    expect(dialog.getByText('共 2 行：新增 2 个账号')).toBeInTheDocument();
    const accounts = within(dialog.getByRole('table', { name: '新建的账号' }));
    expect(accounts.getByRole('row', { name: /2 zhang01 张三 Acme zhang@example.com/ })).toBeInTheDocument();
    expect(accounts.getByRole('row', { name: /3 li01 李四 Acme 未发送，请为该账号重置密码/ })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('/user/admin/manage/list').length).toBeGreaterThan(listsBefore));
  });

  it('shows a rejected file’s problems by row, in English too, and keeps the list', async () => {
    await changeLanguage('en');
    stubXhrOverFetch();
    const rejected: UserImportReport = {
      ...imported,
      status: 'rejected',
      created: 0,
      accounts: [],
      problems: [{ row: 5, column: 'Login', message: 'Same login as row 3' }],
    };
    const fake = stubImportServer(() => ({ id: IMPORT_JOB, kind: 'user.import', state: 'done', progress, result: rejected }));
    renderAllUsers();
    await rowOf('Zhou Min');
    const listsBefore = fake.callsTo('/user/admin/manage/list').length;
    await userEvent.setup().upload(fileInput('Import users'), workbook());

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('row', { name: /5 Login Same login as row 3/ })).toBeInTheDocument();
    expect(dialog.queryByRole('table', { name: 'Accounts created' })).not.toBeInTheDocument();
    expect(fake.callsTo('/user/admin/manage/list')).toHaveLength(listsBefore);
    await changeLanguage('zh');
  });
});
