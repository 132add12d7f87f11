import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { JOB_KINDS, type CreatedUser, type JobStatus, type ProjectSummary, type UserInfo, type UserRow } from '@sddp/shared';
import type { UserAudience } from '@/features/user/api/user-audience';
import { AllUsersPage } from '@/features/user/list/all-users-page';
import { allUsersSearchSchema, orgUsersSearchSchema } from '@/features/user/list/all-users-search';
import { OrgUsersPage } from '@/features/user/list/org-users-page';
import type { UserDialogProps } from '@/features/user/user-dialog-props';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch, type FakeReply, type FetchCall } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderListScreen } from '../../support/render-list-screen';
import { TABLE_CELL_TEXT } from '../../support/table';

export const CREATED_AT = beijingTime(2026, 2, 5, 8, 9, 10).toISOString();

const baseRow: UserRow = {
  id: 0,
  linkman: '',
  userCode: '',
  userRole: '20',
  userType: '91',
  orgId: 12,
  orgName: 'Acme',
  orgDepartment: '',
  linkPhone: '',
  email: '',
  email2: '',
  allEmail: '',
  permissionType: '',
  projectList: [],
  userProjects: '',
  state: '1',
  hasExtension: false,
  auditManagement: false,
  lastLoginTime: '',
  createTime: CREATED_AT,
  version: 1,
};

export const userRow = (patch: Partial<UserRow>): UserRow => ({ ...baseRow, ...patch });

/** The signed-in manager (id 7, see tests/web/support/fixtures.ts). */
export const ownRow = userRow({ id: 7, linkman: 'Li Lei', userCode: 'acme01', userType: '99', email: 'a@example.com' });
export const primaryRow = userRow({ id: 8, linkman: 'Boss', userCode: 'acme', userType: '100' });
export const staffRow = userRow({
  id: 21,
  linkman: 'Zhou Min',
  userCode: 'zhoumin',
  userType: '90',
  orgDepartment: 'QA',
  linkPhone: '13800000000',
  email: 'zhou@acme.example',
  email2: 'z2@acme.example',
  allEmail: 'zhou@acme.example z2@acme.example',
  projectList: [{ id: 8007, projectName: '安庆' }],
  auditManagement: true,
  userProjects: '安庆',
  permissionType: '[3D, TZ]',
  version: 5,
});
export const lowProjectRow = userRow({
  id: 22,
  linkman: 'Wu Gang',
  userCode: 'wugang',
  state: '0',
  projectList: [{ id: 8003, projectName: '九江' }],
  userProjects: '九江',
});

export const supplierRow = userRow({
  id: 31,
  linkman: 'Wang Fang',
  userCode: 'wangfang',
  userRole: '10',
  userType: '100',
  orgName: 'Bolt Valves',
  linkPhone: '13912345678',
  email: 'wang@bolt.example',
  allEmail: 'wang@bolt.example',
  projectList: [{ id: 8001, projectName: '镇海' }],
  userProjects: '镇海',
  hasExtension: true,
  auditManagement: false,
});

export const projects: ProjectSummary[] = [
  { id: 8003, projectId: 8003, state: '20', projectName: '九江', projectNameEn: 'Jiujiang', indexUrl: '', indexUrlEn: '' },
  { id: 8007, projectId: 8007, state: '20', projectName: '安庆', projectNameEn: 'Anqing', indexUrl: '', indexUrlEn: '' },
];

export const createdUser = (userCode = 'newbie'): CreatedUser => ({
  user: userRow({ id: 40, linkman: 'New', userCode }),
  password: {
    userId: 40,
    userCode,
    temporaryPassword: 'Tmp-9xQ!k2Lp',
    expiresAt: beijingTime(2026, 2, 8, 8, 9, 10).toISOString(),
    mailedTo: 'new@acme.example',
  },
});

export const EXPORT_JOB = '33333333-3333-4333-8333-333333333333';
export const EXPORT_URL = 'https://bucket.example/exports/7/33333333.xlsx?X-Amz-Signature=ghi';
/** The server's kind for a user export, or the organisation one until the contract has it (the screen reads only the result). */
const EXPORT_KIND = ((JOB_KINDS as readonly string[]).includes('user.export') ? 'user.export' : 'org.export') as 'org.export';

export const exportRunning = (written: number, total = 40): JobStatus => ({
  id: EXPORT_JOB,
  kind: EXPORT_KIND,
  state: 'running',
  progress: { phase: 'writing', total, read: total, checked: total, written },
});
export const exportDone = (rows = 40): JobStatus => ({
  id: EXPORT_JOB,
  kind: EXPORT_KIND,
  state: 'done',
  progress: { phase: 'writing', total: rows, read: rows, checked: rows, written: rows },
  result: { url: EXPORT_URL, fileName: '用户列表.xlsx', rows },
});

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;
type InfoPatch = Omit<Partial<UserInfo>, 'user'> & { user?: Partial<UserInfo['user']> };

const jobStatus = (status: () => JobStatus) => (call: FetchCall) =>
  new URL(call.url, 'http://localhost').searchParams.get('id') === EXPORT_JOB ? envelope(status()) : envelope(null, 404, 'no');

/** The user endpoints answering as a healthy server would; override any per test. */
export function stubUserServer(
  routes: Record<string, Route> = {},
  { rows = [ownRow, primaryRow, staffRow, lowProjectRow], total = 42, info = {} as InfoPatch } = {},
) {
  const list = () => envelope({ rows, total });
  const rowOfCall = (call: FetchCall) => rows.find((row) => row.id === (call.body as { userId: number }).userId) ?? staffRow;
  return stubFetch({
    ...userInfoRoute(info),
    'GET /user-api/project/user_project_list': () => envelope(projects),
    'GET /user-api/user/admin/manage/list': list,
    'GET /user-api/user/supp/list': list,
    'POST /user-api/user/admin/state': (call) => envelope(rowOfCall(call)),
    'POST /user-api/user/supp/state': (call) => envelope(rowOfCall(call)),
    'POST /user-api/user/admin/reset': (call) =>
      envelope({ ...createdUser(rowOfCall(call).userCode).password, userId: rowOfCall(call).id, mailedTo: rowOfCall(call).email }),
    'POST /user-api/user/supp/reset': (call) =>
      envelope({ ...createdUser(rowOfCall(call).userCode).password, userId: rowOfCall(call).id, mailedTo: rowOfCall(call).email }),
    'POST /user-api/user/admin/manage/create_user': (call) => envelope(createdUser((call.body as { userCode: string }).userCode)),
    'POST /user-api/user/supp/create_user': () => envelope(createdUser('acme_0003')),
    'POST /user-api/user/admin/manage/update_detail': (call) => envelope(rowOfCall(call)),
    'POST /user-api/user/admin/manage/del': (call) => envelope({ userId: (call.body as { userId: number }).userId }),
    'GET /user-api/user/admin/manage/list/download': () => envelope({ jobId: EXPORT_JOB }),
    'GET /user-api/job/status': jobStatus(() => exportDone()),
    'POST /user-api/auth/fenjihao_key': () =>
      envelope({ k: 'k1', expiresAt: beijingTime(2026, 2, 5, 9, 0, 0).toISOString(), url: 'http://localhost/fjLogin?k=k1' }),
    ...routes,
  });
}

export function renderAllUsers(path = '/') {
  return renderListScreen(allUsersSearchSchema, (search, navigate) => <AllUsersPage search={search} navigate={navigate} />, path);
}

export function renderOrgUsers(
  audience: UserAudience,
  path = '/',
  dialogs: { projectDialog?: ComponentType<UserDialogProps>; auditDialog?: ComponentType<UserDialogProps> } = {},
) {
  return renderListScreen(
    orgUsersSearchSchema,
    (search, navigate) => <OrgUsersPage audience={audience} search={search} navigate={navigate} {...dialogs} />,
    path,
  );
}

/** The body row of a user, found by a cell's exact text. */
export async function rowOf(text: string) {
  const cell = await screen.findByText(text, TABLE_CELL_TEXT);
  return within(cell.closest('tr')!);
}

export const queryOfCall = (call: FetchCall | undefined) => Object.fromEntries(new URL(call!.url, 'http://localhost').searchParams);
