import { screen, within } from '@testing-library/react';
import type { ImportReport, JobStatus, OrgRow } from '@sddp/shared';
import { OrgListPage } from '@/features/org/list/org-list-page';
import { orgListSearchSchema } from '@/features/org/list/org-list-search';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch, type FakeReply, type FetchCall } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderListScreen } from '../../support/render-list-screen';
import { TABLE_CELL_TEXT } from '../../support/table';

/** Created at 2026-03-05 08:09:10 in the test machine's own time zone. */
export const CREATED_AT = beijingTime(2026, 2, 5, 8, 9, 10).toISOString();
export const CREATED_TEXT = '2026-03-05 08:09:10';

export const enabledSupplier: OrgRow = {
  id: 11,
  orgCode: '10000001',
  bpCode: 'BP-1',
  orgName: 'Acme Pumps',
  orgType: '10',
  state: '1',
  createTime: CREATED_AT,
  linkman: 'Wang Fang',
  mobile: '13912345678',
  email: 'wang@acme.example',
  primaryUserId: 11,
  version: 4,
};

export const disabledDhmc: OrgRow = {
  id: 2,
  orgCode: 'DH-7',
  bpCode: '',
  orgName: 'Delta Operations',
  orgType: '80',
  state: '0',
  createTime: CREATED_AT,
  linkman: '',
  mobile: '',
  email: '',
  primaryUserId: 0,
  version: 1,
};

export const PUT_URL = 'https://bucket.example/supplier/u7/obj-1.xlsx?X-Amz-Signature=abc';
export const SIGNED_HEADERS = { 'Content-Type': 'application/vnd.ms-excel', 'x-amz-server-side-encryption': 'AES256' };

export const importedReport: ImportReport = { status: 'imported', rows: 3, created: 2, unchanged: 1, problems: [], moreProblems: 0 };

export const IMPORT_JOB = '11111111-1111-4111-8111-111111111111';
export const EXPORT_JOB = '22222222-2222-4222-8222-222222222222';
export const EXPORT_URL = 'https://bucket.example/exports/7/22222222.xlsx?X-Amz-Signature=def';

const progressOf = (total: number, done: Partial<JobStatus['progress']> = {}): JobStatus['progress'] => ({
  phase: 'writing',
  total,
  read: total,
  checked: total,
  written: total,
  ...done,
});

/** A finished import job with this report. */
export const importDone = (report: ImportReport = importedReport): JobStatus => ({
  id: IMPORT_JOB,
  kind: 'org.import',
  state: 'done',
  progress: progressOf(report.rows),
  result: report,
});

/** A finished export of `rows` organisations. */
export const exportDone = (rows = 42): JobStatus => ({
  id: EXPORT_JOB,
  kind: 'org.export',
  state: 'done',
  progress: progressOf(rows),
  result: { url: EXPORT_URL, fileName: '机构列表-20260305.xlsx', rows },
});

/** A job still running, at the given progress. */
export const jobRunning = (id: string, progress: JobStatus['progress']): JobStatus =>
  id === EXPORT_JOB ? { id, kind: 'org.export', state: 'running', progress } : { id, kind: 'org.import', state: 'running', progress };

/** A job that failed with the server's message. */
export const jobFailed = (id: string, message: string): JobStatus =>
  id === EXPORT_JOB
    ? { id, kind: 'org.export', state: 'failed', progress: progressOf(0), error: { code: 503, message } }
    : { id, kind: 'org.import', state: 'failed', progress: progressOf(0), error: { code: 503, message } };

/** GET /job/status answering what `current()` says of the job asked for, as the server would. */
export const jobStatusRoute = (statuses: Record<string, () => JobStatus>) => (call: FetchCall) => {
  const id = new URL(call.url, 'http://localhost').searchParams.get('id') ?? '';
  const status = statuses[id];
  return status ? envelope(status()) : envelope(null, 404, '资源不存在或无权限');
};

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

/** The org endpoints answering as a healthy server would; override any of them per test. */
/** The operating organisation's administrator. */
export const ADMIN: Parameters<typeof userInfoRoute>[0] = { roles: ['admin'], user: { id: 7, userRole: '50', userType: '100', orgId: 1 } };

export function stubOrgServer(
  routes: Record<string, Route> = {},
  list = { rows: [enabledSupplier, disabledDhmc], total: 42 },
  info = ADMIN,
) {
  return stubFetch({
    ...userInfoRoute(info),
    'GET /user-api/org/admin/list': () => envelope(list),
    'POST /user-api/org/admin/state': (call) => envelope({ ...enabledSupplier, id: (call.body as { id: number }).id }),
    'POST /user-api/org/admin/create': () => envelope(enabledSupplier),
    'POST /user-api/org/admin/update': () => envelope(enabledSupplier),
    'POST /user-api/org/admin/import_upload': () =>
      envelope({ url: PUT_URL, key: 'supplier/u7/obj-1.xlsx', headers: SIGNED_HEADERS, expiresAt: '2026-01-01T00:10:00Z' }),
    'PUT /supplier/u7/obj-1.xlsx': () => ({ status: 200, body: null }),
    'POST /user-api/org/admin/import_gys': () => envelope({ jobId: IMPORT_JOB }),
    'POST /user-api/org/admin/export': () => envelope({ jobId: EXPORT_JOB }),
    'GET /user-api/job/status': jobStatusRoute({ [IMPORT_JOB]: () => importDone(), [EXPORT_JOB]: () => exportDone() }),
    'GET /user-api/org/admin/import_template': () =>
      envelope({ url: 'https://bucket.example/templates/supplier-import-zh.xlsx?sig=1', fileName: '供应商导入模板.xlsx' }),
    ...routes,
  });
}

/** The screen under a one-route memory router whose search is validated like /mechanism/list's. */
export function renderOrgList(path = '/') {
  const { router, queryClient } = renderListScreen(
    orgListSearchSchema,
    (search, navigate) => <OrgListPage search={search} navigate={navigate} />,
    path,
  );
  return { router, queryClient };
}

/** The body row of an organisation, found by its name. */
export async function rowOf(orgName: string) {
  const cell = await screen.findByText(orgName, TABLE_CELL_TEXT);
  return within(cell.closest('tr')!);
}
