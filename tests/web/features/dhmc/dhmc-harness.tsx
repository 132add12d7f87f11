import { screen } from '@testing-library/react';
import type { DhmcPersonRow, DhmcProjectRow, JobStatus } from '@sddp/shared';
import { DhmcDetailPage } from '@/features/dhmc/detail/dhmc-detail-page';
import { dhmcDetailSearchSchema } from '@/features/dhmc/detail/dhmc-detail-search';
import { dhmcListSearchSchema } from '@/features/dhmc/list/dhmc-list-search';
import { DhmcProjectListPage } from '@/features/dhmc/list/dhmc-project-list-page';
import { envelope, stubFetch, type FakeReply, type FetchCall } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderListScreen } from '../../support/render-list-screen';

export const API = '/user-api/user/dhmc';
export const IMPORT_JOB = '55555555-5555-4555-8555-555555555555';
export const EXPORT_JOB = '66666666-6666-4666-8666-666666666666';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PUT_URL = 'https://bucket.example/audit/dhmc/7/obj-3.xlsx?X-Amz-Signature=abc';

export const PROJECTS: DhmcProjectRow[] = [
  { projectId: 8001, projectName: '安庆项目', projectNameEn: 'Anqing', dhmcCount: 4, handedOver: 0 },
  { projectId: 8002, projectName: '惠州项目', projectNameEn: '', dhmcCount: 0, handedOver: 0 },
];

export const PEOPLE: DhmcPersonRow[] = [
  {
    userId: 3001,
    linkman: '王工',
    userCode: 'dhmc_wang',
    email: 'wang@dhmc.example',
    linkPhone: '13900001111',
    zhuanye: '设备',
    orgName: 'DHMC数据中心',
    createTime: beijingTime(2026, 2, 5, 8, 9, 10).toISOString(),
  },
  {
    userId: 3002,
    linkman: '李工',
    userCode: 'dhmc_li',
    email: 'li@dhmc.example',
    linkPhone: '13900002222',
    zhuanye: '管道',
    orgName: 'DHMC数据中心',
    createTime: beijingTime(2026, 2, 6, 9, 0, 0).toISOString(),
  },
];

type Routes = Record<string, (call: FetchCall) => FakeReply | Promise<FakeReply>>;

/** The DHMC calls: the two lists as given, the template, the upload, the import and export jobs; `more` adds or replaces routes. */
export function stubDhmcServer({
  projects = PROJECTS,
  people = () => PEOPLE,
  job,
  more = {},
}: { projects?: DhmcProjectRow[]; people?: () => DhmcPersonRow[]; job?: () => JobStatus; more?: Routes } = {}) {
  return stubFetch({
    [`GET ${API}/project/list`]: () => envelope({ rows: projects, total: projects.length }),
    [`GET ${API}/detail/list`]: () => envelope({ rows: people(), total: people().length }),
    [`GET ${API}/template`]: () =>
      envelope({ url: 'https://bucket.example/templates/dhmc-zh.xlsx?sig=1', fileName: 'DHMC人员导入模板.xlsx' }),
    [`POST ${API}/import_upload`]: () =>
      envelope({ url: PUT_URL, key: 'audit/dhmc/7/obj-3.xlsx', headers: { 'Content-Type': XLSX_TYPE }, expiresAt: '2026-01-01T00:10:00Z' }),
    'PUT /audit/dhmc/7/obj-3.xlsx': () => ({ status: 200, body: null }),
    [`POST ${API}/import`]: () => envelope({ jobId: IMPORT_JOB }),
    [`POST ${API}/export`]: () => envelope({ jobId: EXPORT_JOB }),
    ...(job ? { 'GET /user-api/job/status': () => envelope(job()) } : {}),
    ...more,
  });
}

export const renderDhmcList = (path = '/dhmcManage/list') =>
  renderListScreen(dhmcListSearchSchema, (search, navigate) => <DhmcProjectListPage search={search} navigate={navigate} />, path);

export const renderDhmcDetail = (path = '/dhmcManage/detail?id=8001&name=安庆项目') =>
  renderListScreen(dhmcDetailSearchSchema, (search, navigate) => <DhmcDetailPage search={search} navigate={navigate} />, path);

/** The body row naming `text`, once the list shows it. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
