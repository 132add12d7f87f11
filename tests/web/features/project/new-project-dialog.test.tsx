import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectListPage } from '@/features/project/project-list/project-list-page';
import { projectListSearchSchema } from '@/features/project/project-list/project-list-search';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { PROJECT_ROWS, projectRow } from './fixtures';

function stubServer(create: () => FakeReply = () => envelope(projectRow({ id: 9, projectId: 8020 }))) {
  return stubFetch({
    'GET /user-api/project/admin/list_project': () => envelope({ rows: PROJECT_ROWS, total: PROJECT_ROWS.length }),
    'POST /user-api/project/admin/create': create,
  });
}

async function openDialog() {
  const view = renderListScreen(
    projectListSearchSchema,
    (search, navigate) => <ProjectListPage search={search} navigate={navigate} />,
    '/project/list',
  );
  await screen.findByText('镇海项目');
  await view.user.click(screen.getByRole('button', { name: '新建项目' }));
  const dialog = screen.getByRole('dialog', { name: '新建项目' });
  // The form's code loads when the dialog first opens (issue 16).
  await within(dialog).findAllByRole('textbox');
  return { ...view, dialog };
}

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('New project dialog', () => {
  it('asks for the complete form: both names, both homepages and the initial status', async () => {
    stubServer();
    const { dialog } = await openDialog();
    for (const label of ['项目名称', '项目英文名称', '项目主页地址', '项目英文主页地址']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    expect(within(dialog).getByRole('radio', { name: '未开始' })).toBeChecked();
  });

  it('validates before sending, in Chinese and English', async () => {
    const fake = stubServer();
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('项目英文主页地址'), 'en.example.com');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入项目名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入项目英文名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入项目主页地址')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入以 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await within(dialog).findByText('Please enter the project name')).toBeInTheDocument();
    expect(fake.callsTo('/admin/create')).toHaveLength(0);
  });

  it('creates the project, says so, closes and reloads the list', async () => {
    const fake = stubServer();
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('项目名称'), '南港项目');
    await user.type(within(dialog).getByLabelText('项目英文名称'), 'Nangang Project');
    await user.type(within(dialog).getByLabelText('项目主页地址'), 'https://zh.example.com/nangang');
    await user.click(within(dialog).getByRole('radio', { name: '进行中' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('新建项目成功')).toBeInTheDocument();
    expect(fake.callsTo('/admin/create').map((call) => call.body)).toEqual([
      {
        projectName: '南港项目',
        projectNameEn: 'Nangang Project',
        indexUrl: 'https://zh.example.com/nangang',
        indexUrlEn: '',
        state: '20',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.callsTo('/list_project')).toHaveLength(2));
  });

  it('shows the server field errors under their fields and stays open', async () => {
    stubServer(() => envelope({ fieldErrors: { projectName: '项目名称已存在' } }, 400, '输入有误，请检查后重试'));
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('项目名称'), '镇海项目');
    await user.type(within(dialog).getByLabelText('项目英文名称'), 'Zhenhai Project');
    await user.type(within(dialog).getByLabelText('项目主页地址'), 'https://zh.example.com/zhenhai');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    const error = await within(dialog).findByText('项目名称已存在');
    expect(error.closest('[data-slot=field]')).toContainElement(within(dialog).getByLabelText('项目名称'));
    expect(within(dialog).getByLabelText('项目名称')).toHaveValue('镇海项目');
    expect(screen.queryByText('新建项目成功')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新建项目' })).toBeInTheDocument();
  });
});
