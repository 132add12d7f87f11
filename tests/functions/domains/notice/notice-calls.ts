import type { InboxNotice, InboxRow, NoticeDetail, NoticeRow } from '@sddp/shared';
import { handler } from '#domains/notice/handler';
import { call } from '#test/api-event';
import { createTestProject, createTestUser } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

export { handler };

/** A notice the form would send: roles 10 in the given projects. */
export const noticeBody = (projectIds: number[], fields: Record<string, unknown> = {}) => ({
  title: '测试通知',
  projectIds,
  scopeType: '0',
  scopeRoles: ['10'],
  scopeOrgs: [],
  topFlg: '0',
  content: '<p>内容</p>',
  ...fields,
});

export const adminToken = async () => (await signedIn('admin')).token;

export const insert = (token: string, body: unknown, language?: string) =>
  call<NoticeRow>(handler, { method: 'POST', path: '/work/notice/admin/insert', token, body, ...(language ? { language } : {}) });

export const update = (token: string, body: unknown, language?: string) =>
  call<NoticeRow>(handler, { method: 'POST', path: '/work/notice/admin/update', token, body, ...(language ? { language } : {}) });

export const setFlag = (token: string, flag: 'topFlg' | 'cancelFlg', body: Record<string, unknown>) =>
  call<NoticeRow>(handler, {
    method: 'POST',
    path: flag === 'topFlg' ? '/work/notice/admin/updateNoticeTopFlg' : '/work/notice/admin/updateNoticeCancelFlg',
    token,
    body,
  });

export const detail = (token: string, id: number) =>
  call<NoticeDetail>(handler, { path: '/work/notice/admin/detail', token, query: { id: String(id) } });

export const list = (token: string, query: Record<string, string>) =>
  call<{ rows: NoticeRow[]; total: number }>(handler, { path: '/work/notice/admin/list', token, query });

export const inbox = async (token: string) =>
  (await call<{ rows: InboxRow[]; total: number }>(handler, { path: '/work/notice/inbox', token, query: { limit: '100' } })).result;
export const unread = async (token: string) =>
  (await call<{ count: number }>(handler, { path: '/work/notice/unreadCount', token })).result.count;
export const open = (token: string, id: number) =>
  call<InboxNotice>(handler, { method: 'POST', path: '/work/notice/open', token, body: { id } });

/** A reader of its own organisation, taking part in the projects. */
export async function reader(userRole: '10' | '20' | '90', projectIds: number[]) {
  const user = await createTestUser({ userRole, projectIds });
  return { user, token: await tokenFor(user.userCode) };
}

/** Fresh projects, so other test files' notices never reach these readers. */
export const freshProjects = async (count: number) => Promise.all(Array.from({ length: count }, () => createTestProject('20')));
