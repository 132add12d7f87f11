import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliverySummary, Permission, PlatformGlance, ScoreRow } from '@sddp/shared';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { changeLanguage } from '@/i18n';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

const GLANCE: PlatformGlance = {
  orgs: { enabled: 12, disabled: 3 },
  users: { enabled: 40, disabled: 2 },
  projects: { notStarted: 1, inProgress: 4, completed: 5 },
  signIns: Array.from({ length: 14 }, (_, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, count: index % 3 })),
  recent: [
    {
      id: 'r1',
      userCode: 'admin',
      projectId: 8000,
      projectName: '用户系统',
      orgName: '平台运营中心',
      linkman: '平台管理员',
      log: '新增机构 测试',
      reqUrl: '/org/admin/create',
      createTime: '2026-03-14T02:00:00.000Z',
      changes: [],
    },
  ],
};

const SCORE: ScoreRow = {
  id: 1,
  orgId: 12,
  orgName: 'Acme',
  projectId: 8001,
  projectName: '镇海项目',
  projectNameEn: 'Zhenhai',
  score1: 80,
  score2: 80,
  score3: 80,
  score4: 80,
  score5: 80,
  score6: 80,
  score: 81,
  version: 2,
  updateTime: '2026-03-01T00:00:00.000Z',
};

const DELIVERY: DeliverySummary = {
  projectId: 8001,
  projectName: '镇海项目',
  classifiedTags: 3,
  counts: { required: 6, delivered: 4, approved: 3, rejected: 1 },
  completeness: 50,
  submittedTags: 1,
  approvedTags: 1,
  everSubmittedTags: 2,
  onTimeTags: 1,
  onTimeShare: 50,
};

function showDashboard(roles: Permission[], glance: PlatformGlance = GLANCE, delivery: DeliverySummary[] = []) {
  const fake = stubFetch({
    ...userInfoRoute({ roles }),
    'GET /user-api/project/user_project_list': () => envelope([]),
    'GET /user-api/dashboard/admin/glance': () => envelope(glance),
    'GET /user-api/dashboard/delivery': () =>
      envelope({ scope: roles[0] === 'admin' || roles[0] === 'admin1' ? 'project' : 'supplier', rows: delivery }),
    'GET /user-api/score/mine': () => envelope({ rows: [SCORE] }),
  });
  renderWithRouter(() => <DashboardPage scores={<p>scores slot</p>} notices={<p>notices slot</p>} />);
  return fake;
}

describe('the dashboard, one view per role (spec §2.10)', () => {
  it('shows an administrator the platform at a glance: counts by state, the sign-in chart and recent operations', async () => {
    showDashboard(['admin', 'datamationMaturityScore']);
    const glance = await screen.findByRole('region', { name: '平台概览' });
    expect(screen.getByRole('heading', { level: 1, name: '项目主页' })).toBeInTheDocument();
    const orgs = await within(glance).findByRole('region', { name: '机构' });
    expect(within(orgs).getByText('15')).toBeInTheDocument();
    expect(within(orgs).getByText('启用').nextSibling).toHaveTextContent('12');
    expect(within(orgs).getByText('停用').nextSibling).toHaveTextContent('3');
    const projects = within(glance).getByRole('region', { name: '项目' });
    expect(within(projects).getByText('已完成').nextSibling).toHaveTextContent('5');
    expect(within(glance).getByRole('img', { name: '近 14 天共登录 13 次，今天 1 次' })).toBeInTheDocument();
    const recent = within(glance).getByRole('region', { name: '最近操作' });
    expect(within(recent).getByText('新增机构 测试')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: '查看全部操作日志' })).toHaveAttribute('href', '/log/list');
    expect(screen.queryByText('scores slot')).not.toBeInTheDocument();
  });

  it('leaves the recent operations out for an administrator the server gives none (admin1)', async () => {
    const { recent: _recent, ...withoutRecent } = GLANCE;
    showDashboard(['admin1'], withoutRecent);
    const glance = await screen.findByRole('region', { name: '平台概览' });
    await within(glance).findByRole('region', { name: '用户' });
    expect(within(glance).queryByRole('region', { name: '最近操作' })).not.toBeInTheDocument();
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      ...userInfoRoute({ roles: ['admin'] }),
      'GET /user-api/project/user_project_list': () => envelope([]),
      'GET /user-api/dashboard/admin/glance': () => (++calls === 1 ? envelope(null, 500, 'boom') : envelope(GLANCE)),
      'GET /user-api/dashboard/delivery': () => envelope({ scope: 'project', rows: [] }),
    });
    renderWithRouter(() => <DashboardPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '机构' })).toBeInTheDocument();
  });

  it('shows a supplier its scores and notices, and never asks for the overview', async () => {
    const fake = showDashboard(['user', 'maturityScore']);
    expect(await screen.findByText('scores slot')).toBeInTheDocument();
    expect(screen.getByText('notices slot')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '平台概览' })).not.toBeInTheDocument();
    expect(fake.callsTo('/dashboard/admin/glance')).toHaveLength(0);
  });

  it.each([
    ['userAdmin', '/user/list1'],
    ['userManage', '/userManage/list'],
  ] as const)('links a user manager (%s) to its user list', async (role, href) => {
    showDashboard(role === 'userManage' ? ['provider', role] : [role]);
    const card = await screen.findByRole('region', { name: '用户管理' });
    expect(within(card).getByRole('link', { name: '打开用户列表' })).toHaveAttribute('href', href);
  });

  it("shows the administrators each delivery project's completeness and timeliness as a chart named by its numbers, and a table", async () => {
    showDashboard(['admin'], GLANCE, [
      DELIVERY,
      { ...DELIVERY, projectId: 8002, projectName: '古雷项目', completeness: null, onTimeShare: null },
    ]);
    const panel = await screen.findByRole('region', { name: '数字化交付进度' });
    expect(await within(panel).findByRole('img')).toHaveAccessibleName(
      '镇海项目：完整度 50%（已批准 3/应交 6 项），已交付 4 项，退回 1 项，按时首次提交 50%。 ' +
        '古雷项目：完整度 暂无（已批准 3/应交 6 项），已交付 4 项，退回 1 项，按时首次提交 暂无。',
    );
    const row = within(panel).getByRole('row', { name: /镇海项目/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['镇海项目', '50%（3/6）', '4', '1', '1/1', '50%（1/2）']);
  });

  it("shows a supplier account its organisation's delivery, in English too", async () => {
    showDashboard(['user'], GLANCE, [DELIVERY]);
    const panel = await screen.findByRole('region', { name: '本单位数字化交付进度' });
    expect((await within(panel).findByRole('img')).getAttribute('aria-label')).toContain('按时首次提交 50%');
    await changeLanguage('en');
    expect(await screen.findByRole('region', { name: "Your organisation's digital delivery" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^镇海项目: completeness 50% \(3 of 6 required items approved\)/ })).toBeInTheDocument();
  });

  it('leaves the delivery panel out when nothing is delivered yet, and never asks for it for other roles', async () => {
    showDashboard(['userAdmin']);
    await screen.findAllByText('暂无项目信息');
    expect(screen.queryByRole('region', { name: '本单位数字化交付进度' })).not.toBeInTheDocument();
    const fake = showDashboard(['provider'], GLANCE, [DELIVERY]);
    await screen.findAllByText('暂无项目信息');
    expect(fake.callsTo('/dashboard/delivery')).toHaveLength(0);
  });

  it('shows no user-list card to other roles', async () => {
    showDashboard(['provider']);
    await screen.findAllByText('暂无项目信息');
    expect(screen.queryByRole('region', { name: '用户管理' })).not.toBeInTheDocument();
  });
});
