import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@sddp/shared';
import { Toaster } from '@/components/ui/sonner';
import { UserDetailPage } from '@/features/user/detail/user-detail-page';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';
import { staffRow } from './user-harness';

/** The detail's e-mails need a 2–6 letter top-level domain (spec §5 User detail edit). */
const detail: UserDetail = {
  ...staffRow,
  email: 'zhou@acme.com',
  email2: '',
  lastLoginTime: beijingTime(2026, 2, 4, 9, 30, 0).toISOString(),
  recentSignIns: [{ time: beijingTime(2026, 2, 4, 9, 30, 0).toISOString(), text: '账号登录', reqUrl: '/user/login', projectName: '' }],
  recentOperations: [
    { time: beijingTime(2026, 2, 4, 9, 31, 0).toISOString(), text: '修改个人信息', reqUrl: '/user/update', projectName: '用户系统' },
  ],
  openSessions: 2,
};

const ADMIN = { roles: ['admin' as const], user: { id: 7, userRole: '50', userType: '100', orgId: 1 } };

function stubDetail(
  update: () => FakeReply = () => envelope({ ...detail, linkman: 'Zhou Min II', version: 6 }),
  shown: UserDetail = detail,
) {
  return stubFetch({
    ...userInfoRoute(ADMIN),
    'GET /user-api/user/admin/user_info': () => envelope(shown),
    'POST /user-api/user/admin/update_detail': update,
    'POST /user-api/user/admin/sign_out_all': () => envelope({ ended: 2 }),
  });
}

function renderDetail() {
  return renderWithRouter(() => (
    <>
      <UserDetailPage userId={21} />
      <Toaster />
    </>
  ));
}

const errorOf = (element: HTMLElement) => element.closest('[data-slot=field]')!.querySelector('[data-slot=field-error]')?.textContent ?? '';

useSignedInApi({ toastErrors: true });

describe('User detail (spec §2.17)', () => {
  it('shows organisation and account read-only, and the account’s sign-ins, operations and sessions', async () => {
    const fake = stubDetail();
    renderDetail();
    expect(await screen.findByLabelText('机构名称')).toBeDisabled();
    expect(screen.getByLabelText('机构名称')).toHaveValue('Acme');
    expect(screen.getByLabelText('登录账号')).toHaveValue('zhoumin');
    expect(screen.getByLabelText('其他邮箱')).toHaveAttribute('placeholder', '多个邮箱请用空格分隔');
    expect(screen.getByText('2026-03-04 09:30:00', { selector: 'p *, p' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '最近操作' })).getByText('修改个人信息')).toBeInTheDocument();
    expect(screen.getByText('当前登录会话：2 个')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/user_info').map((call) => new URL(call.url, 'http://x').searchParams.get('userId'))).toEqual(['21']);
  });

  it('an account that does not exist shows that, with the way back, not skeletons that wait forever', async () => {
    stubFetch({ 'GET /user-api/user/admin/user_info': () => envelope(null, 404, '用户不存在') });
    renderDetail();
    expect(await screen.findByText('该用户不存在或已被删除。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回全部用户' })).toHaveAttribute('href', '/user/list');
    expect(screen.queryByLabelText('加载中...')).not.toBeInTheDocument();
  });

  it('checks the §5 rules, asks “Confirm modifying user info?” and saves with the version', async () => {
    const fake = stubDetail();
    renderDetail();
    const user = userEvent.setup();
    const email2 = await screen.findByLabelText('其他邮箱');
    await user.clear(screen.getByLabelText('联系人'));
    await user.type(email2, 'ok@acme.com bad@acme.example');
    expect(screen.getByRole('button', { name: '修改详情' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: '修改详情' }));
    expect(errorOf(screen.getByLabelText('联系人'))).toBe('请输入姓名');
    await waitFor(() => expect(errorOf(email2)).toBe('请输入正确的邮箱格式'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('联系人'), 'Zhou Min II');
    await user.clear(email2);
    await user.type(email2, 'z2@acme.com z3@acme.cn');
    await user.click(screen.getByRole('button', { name: '修改详情' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: '确认修改用户信息吗？' }));
    await user.click(confirm.getByRole('button', { name: '取消' }));
    expect(fake.callsTo('/user/admin/update_detail')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '修改详情' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('用户信息修改成功!')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/update_detail').map((call) => call.body)).toEqual([
      {
        userId: 21,
        linkman: 'Zhou Min II',
        linkPhone: '13800000000',
        email: 'zhou@acme.com',
        email2: 'z2@acme.com z3@acme.cn',
        version: 5,
      },
    ]);
  });

  it('a stale save (409) shows the standard message and the record as it is now', async () => {
    const current = { ...staffRow, email: 'zhou@acme.com', linkman: 'Renamed by B', version: 7 };
    stubDetail(() => ({
      status: 409,
      body: { code: 409, message: '数据已被他人修改，表单已显示最新内容，请核对后再保存', result: { current } },
    }));
    renderDetail();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('联系电话'), '9');
    await user.click(screen.getByRole('button', { name: '修改详情' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('数据已被他人修改，表单已显示最新内容，请核对后再保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveValue('Renamed by B'));
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800000000');
  });

  it('a save the server would refuse is not offered: a primary account and one’s own are read-only and say where to change them', async () => {
    const cases = [
      {
        shown: { ...detail, userType: '100' },
        note: '主账号的联系人即其机构的联系人，请在机构管理中修改。',
        link: ['前往机构管理', '/mechanism/list'],
      },
      {
        shown: { ...detail, id: ADMIN.user.id },
        note: '这是您本人的账号，请在个人中心修改资料。',
        link: ['前往个人中心', '/profile/index'],
      },
    ];
    for (const { shown, note, link } of cases) {
      stubDetail(undefined, shown);
      const { unmount } = renderDetail();
      expect(await screen.findByText(note)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link[0] })).toHaveAttribute('href', link[1]);
      expect(screen.getByLabelText('联系人')).toBeDisabled();
      expect(screen.queryByRole('button', { name: '修改详情' })).not.toBeInTheDocument();
      // Signing the account out everywhere stays: the server allows it on any account the administrator may view.
      expect(screen.getByRole('button', { name: '退出全部登录' })).toBeEnabled();
      unmount();
    }
  });

  it('signs the account out everywhere after a confirm', async () => {
    const fake = stubDetail();
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '退出全部登录' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '确认结束该账号的全部登录会话吗？' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已结束 2 个会话')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/sign_out_all').map((call) => call.body)).toEqual([{ userId: 21 }]);
  });
});
