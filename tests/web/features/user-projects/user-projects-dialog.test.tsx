import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { UserProjectTreeItem, UserRow } from '@sddp/shared';
import { Toaster } from '@/components/ui/sonner';
import { UserProjectsDialog } from '@/features/user-projects';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { useSignedInApi } from '../../support/signed-in-api';

const BASE = '/user-api/project/supp';

const user: UserRow = {
  id: 7,
  linkman: '王工',
  userCode: 'wang',
  userRole: '10',
  userType: '0',
  orgId: 600,
  orgName: '泵业',
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
  createTime: '',
  version: 1,
};

const role = (projectId: number, projectName: string, code: string, name: string, addState: 'y' | 'n') => ({
  value: `${projectId}@${code}@${name}`,
  label: `${projectName}-${name}`,
  auditRole: code,
  auditRoleName: name,
  addState,
});

const TREE: UserProjectTreeItem[] = [
  {
    projectId: 8005,
    projectName: '炼化一体化',
    projectNameEn: 'Refinery',
    addState: 'y',
    children: [
      { cbsId: 21, orgCode: 'C21', orgName: '一号承包商', addState: 'y' },
      { cbsId: 22, orgCode: 'C22', orgName: '二号承包商', addState: 'n' },
    ],
    auditRoles: [],
  },
  { projectId: 8006, projectName: '乙烯项目', projectNameEn: 'Ethylene', addState: 'n', children: [], auditRoles: [] },
  {
    projectId: 8007,
    projectName: '芳烃项目',
    projectNameEn: 'Aromatics',
    addState: 'y',
    children: [],
    auditRoles: [role(8007, '芳烃项目', '90', '业主终审', 'y'), role(8007, '芳烃项目', '91', '专业审查', 'n')],
  },
];

function renderDialog(tree: UserProjectTreeItem[] = TREE) {
  const fake = stubFetch({
    [`GET ${BASE}/user_project_cbs_list`]: () => envelope(tree),
    [`POST ${BASE}/user_project_update`]: () => envelope({ userId: user.id, projectIds: [8005] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <UserProjectsDialog user={user} open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fake, invalidate, onOpenChange, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('treeitem', { name });

useSignedInApi();

describe('UserProjectsDialog', () => {
  it('pre-checks from addState: a project partly through its contractors, and the chosen audit roles', async () => {
    const { fake } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '项目管理：王工' });
    await screen.findByRole('tree', { name: '项目' });
    expect(fake.callsTo('/user_project_cbs_list')[0]?.url).toContain('userId=7');
    expect(item('炼化一体化')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('乙烯项目')).toHaveAttribute('aria-checked', 'false');
    expect(item('芳烃项目')).toHaveAttribute('aria-checked', 'true');
    const roles = within(within(dialog).getByRole('group', { name: '审核角色' }));
    expect(roles.getByRole('checkbox', { name: '芳烃项目-业主终审' })).toBeChecked();
    expect(roles.getByRole('checkbox', { name: '芳烃项目-专业审查' })).not.toBeChecked();
    const results = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('saves the ticked projects, contractors and audit roles, then says so and reloads the user lists', async () => {
    const { fake, invalidate, onOpenChange, user: actor } = renderDialog();
    await screen.findByRole('tree', { name: '项目' });
    await actor.click(screen.getByText('乙烯项目'));
    await actor.click(screen.getByRole('checkbox', { name: '芳烃项目-专业审查' }));
    await actor.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('项目调整成功!')).toBeInTheDocument();
    expect(fake.callsTo('/user_project_update')[0]?.body).toEqual({
      userId: 7,
      projectIds: ['8005', '8006', '8007@90@业主终审', '8007@91@专业审查'],
      cbs: [{ projectId: 8005, cbsId: 21 }],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends a project whose contractors are all ticked without narrowing it, and drops an unticked one', async () => {
    const { fake, user: actor } = renderDialog();
    await screen.findByRole('tree', { name: '项目' });
    await actor.click(screen.getByText('炼化一体化'));
    expect(item('炼化一体化')).toHaveAttribute('aria-checked', 'true');
    await actor.click(screen.getByText('芳烃项目'));
    expect(screen.queryByRole('group', { name: '审核角色' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('项目调整成功!');
    expect(fake.callsTo('/user_project_update')[0]?.body).toEqual({ userId: 7, projectIds: ['8005'], cbs: [] });
  });

  it('says so when the organisation has no project', async () => {
    renderDialog([]);
    expect(await screen.findByText('该账号所在机构尚未参与任何项目')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });
});
