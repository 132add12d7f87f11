import { screen, within } from '@testing-library/react';
import type { NoticeDetail, NoticeRow } from '@sddp/shared';
import { NoticeListPage } from '@/features/notice/list/notice-list-page';
import { noticeListSearchSchema } from '@/features/notice/list/notice-list-search';
import { envelope, stubFetch, type FakeReply, type FetchCall } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderListScreen } from '../../support/render-list-screen';
import { TABLE_CELL_TEXT } from '../../support/table';

export const CREATED_AT = beijingTime(2026, 2, 5, 8, 9, 10).toISOString();

export const pinned: NoticeRow = {
  id: 7,
  title: '停电通知',
  projectIds: '8001,8002',
  projectNames: '镇海,海南',
  scopeType: '0',
  scopeRoles: '10',
  scopeRolesCn: '供应商',
  scopeOrgs: '',
  scopeValue: '供应商',
  topFlg: '1',
  topFlgCn: '已置顶',
  cancelFlg: '0',
  cancelFlgCn: '已发布',
  createUser: '管理员',
  createTime: CREATED_AT,
  version: 3,
};

export const withdrawn: NoticeRow = {
  ...pinned,
  id: 6,
  title: '旧通知',
  topFlg: '0',
  topFlgCn: '未置顶',
  cancelFlg: '1',
  cancelFlgCn: '已撤回',
  version: 5,
};

export const detailOf = (row: NoticeRow, content = '<p>正文</p>'): NoticeDetail => ({
  ...row,
  content,
  projectIdList: row.projectIds.split(',').map(Number),
  scopeRoleList: ['10'],
  scopeOrgList: [],
});

export const PROJECTS = [
  { id: 8001, projectName: '镇海', projectNameEn: 'Zhenhai' },
  { id: 8002, projectName: '海南', projectNameEn: 'Hainan' },
];
const ROLES = [
  { roleId: '10', roleName: '供应商', roleDetail: '供应商机构的全部账号' },
  { roleId: '20', roleName: '承包商', roleDetail: '承包商机构的全部账号' },
  { roleId: '90', roleName: '业主', roleDetail: '业主的全部账号' },
];

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

export function stubNoticeServer(routes: Record<string, Route> = {}) {
  return stubFetch({
    'GET /user-api/work/notice/admin/list': () => envelope({ rows: [pinned, withdrawn], total: 2 }),
    'GET /user-api/work/notice/admin/allProjectList': () => envelope(PROJECTS),
    'GET /user-api/work/notice/admin/roleList': () => envelope(ROLES),
    'POST /user-api/work/notice/admin/updateNoticeTopFlg': (call) => envelope({ ...pinned, ...(call.body as object) }),
    'POST /user-api/work/notice/admin/updateNoticeCancelFlg': (call) => envelope({ ...pinned, ...(call.body as object) }),
    'POST /user-api/work/notice/admin/insert': () => envelope(pinned),
    'POST /user-api/work/notice/admin/update': () => envelope(pinned),
    ...routes,
  });
}

export const renderNoticeList = (path = '/') =>
  renderListScreen(noticeListSearchSchema, (search, navigate) => <NoticeListPage search={search} navigate={navigate} />, path);

export async function rowOf(title: string) {
  const cell = await screen.findByText(title, TABLE_CELL_TEXT);
  return within(cell.closest('tr')!);
}
