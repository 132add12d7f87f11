import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { JobStatus, LogRow, ProjectSummary } from '@sddp/shared';
import { LogListPage } from '@/features/log/list/log-list-page';
import { logListSearchSchema } from '@/features/log/list/log-list-search';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { envelope, stubFetch, type FetchCall, type FakeReply } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderListScreen } from '../../support/render-list-screen';
import { TABLE_CELL_TEXT } from '../../support/table';

export const CREATED_AT = beijingTime(2026, 2, 5, 8, 9, 10).toISOString();
export const CREATED_TEXT = '2026-03-05 08:09:10';

export const editRow: LogRow = {
  id: `${CREATED_AT}#req-1`,
  userCode: 'admin',
  projectId: 8000,
  projectName: '用户系统',
  orgName: '平台运营中心',
  linkman: '平台管理员',
  log: '编辑机构：T100 Acme Pumps',
  reqUrl: '/user-api/org/admin/update',
  createTime: CREATED_AT,
  changes: [
    { field: 'linkman', before: '张三', after: '李四' },
    { field: 'bpCode', before: '', after: 'BP-9' },
  ],
};

export const logoutRow: LogRow = {
  ...editRow,
  id: `${CREATED_AT}#req-0`,
  userCode: 'supplier01',
  orgName: 'Acme Pumps',
  linkman: '王五',
  log: '退出登录',
  reqUrl: '/user-api/auth/logout',
  changes: [],
};

export const projects: ProjectSummary[] = [
  { id: 8003, projectId: 8003, state: '20', projectName: '九江', projectNameEn: 'Jiujiang', indexUrl: '', indexUrlEn: '' },
];

export const EXPORT_JOB = '44444444-4444-4444-8444-444444444444';
export const EXPORT_URL = 'https://bucket.example/exports/7/44444444.xlsx?X-Amz-Signature=jkl';

export const exportDone = (rows: number): JobStatus => ({
  id: EXPORT_JOB,
  kind: 'log.export',
  state: 'done',
  progress: { phase: 'writing', total: rows, read: 0, checked: 0, written: rows },
  result: { url: EXPORT_URL, fileName: '操作日志-20260305-0809.xlsx', rows },
});

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

/** The log endpoints answering as a healthy server would; override any per test. */
export function stubLogServer(routes: Record<string, Route> = {}, list = { rows: [editRow, logoutRow], total: 2 }) {
  return stubFetch({
    'GET /user-api/project/user_project_list': () => envelope(projects),
    'GET /user-api/log/admin/list': () => envelope(list),
    'GET /user-api/log/admin/suggest': (call) => {
      const { field, text } = Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
      const known = field === 'userCode' ? ['admin', 'supplier01', 'supplier02'] : ['Acme Pumps', '平台运营中心'];
      return envelope({ values: known.filter((value) => value.toLowerCase().includes(String(text).toLowerCase())) });
    },
    'POST /user-api/log/admin/export': () => envelope({ jobId: EXPORT_JOB }),
    'GET /user-api/job/status': () => envelope(exportDone(list.total)),
    ...routes,
  });
}

export function renderLogList(path = '/') {
  return renderListScreen(logListSearchSchema, (search, navigate) => <LogListPage search={search} navigate={navigate} />, path);
}

/** The body row holding this text in a cell. */
export async function rowOf(text: string) {
  const cell = await screen.findByText(text, TABLE_CELL_TEXT);
  return within(cell.closest('tr')!);
}

/** A signed-in session (zh unless a test changes it) with API errors as toasts, cleaned up after each test. */
export function useLogScreenSession() {
  beforeEach(async () => {
    configureApiClient({ onError: (message) => toast.error(message), onUnauthorized: vi.fn() });
    setToken('tok-1');
    await changeLanguage('zh');
  });
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });
}
