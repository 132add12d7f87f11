import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { useSignedInApi } from '../../support/signed-in-api';
import { renderAuditDialog, stubAuditServer } from './audit-harness';

useSignedInApi();

const SAVED = [
  {
    code: '1100',
    name: '常减压装置',
    type: 1,
    childNodes: [{ code: 'P-01', name: '离心泵', type: 2 }],
  },
];

const editor = () => within(screen.getByRole('list', { name: '设备审核权限' }));
const picker = () => within(screen.getAllByRole('dialog').at(-1)!);
const editorLoaded = () => screen.findByRole('list', { name: '设备审核权限' });

describe('AuditPermissionDialog (§2.19)', () => {
  it('lists the projects and roles, loads the saved assignment and switches roles', async () => {
    const fake = stubAuditServer(SAVED);
    const { user } = renderAuditDialog();
    expect(await screen.findByRole('button', { name: '安庆项目-承包商专业审核' })).toHaveAttribute('aria-current', 'true');
    await editorLoaded();
    expect(await editor().findByText('1100-常减压装置')).toBeInTheDocument();
    expect(editor().getByText('P-01-离心泵')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '安庆项目-承包商审定' }));
    await waitFor(() =>
      expect(fake.callsTo('/list_user_extra_v2').at(-1)?.body).toEqual({ projectId: 8007, userId: 501, auditRole: '22' }),
    );
  });

  it('adds main items through the picker (red/green by distributeState), adds codes by type group, removes, and saves', async () => {
    const fake = stubAuditServer();
    const { user } = renderAuditDialog();
    await screen.findByText('尚未添加主项');
    await user.click(screen.getByRole('button', { name: '添加主项号' }));
    const mainPicker = picker();
    const green = await mainPicker.findByText('1100-常减压装置');
    expect(green).toHaveClass('text-success');
    expect(mainPicker.getByText('1200-催化裂化装置')).toHaveClass('text-destructive');
    expect(mainPicker.getByText(/红色 = 部分权限尚未分配，绿色 = 已全部分配/)).toBeInTheDocument();
    expect(fake.callsTo('/list_dominant_term_v2')[0]?.url).toContain('cbsId=201');
    await user.type(mainPicker.getByRole('textbox', { name: '输入关键字搜索' }), '催化');
    expect(mainPicker.queryByText('1100-常减压装置')).not.toBeInTheDocument();
    await user.clear(mainPicker.getByRole('textbox', { name: '输入关键字搜索' }));
    await user.click(mainPicker.getByRole('checkbox', { name: '全选' }));
    await user.click(mainPicker.getByRole('button', { name: '确定' }));
    expect(await editor().findByText('1100-常减压装置')).toBeInTheDocument();
    expect(editor().getByText('1200-催化裂化装置')).toBeInTheDocument();

    // Factory object codes of 1100: the type group '泵' checks both pumps.
    await user.click(editor().getAllByRole('button', { name: '添加工厂对象码' })[0]!);
    const classPicker = picker();
    await classPicker.findByText('P-02-往复泵');
    await user.click(classPicker.getByRole('checkbox', { name: '泵' }));
    await user.click(classPicker.getByRole('button', { name: '确定' }));
    expect(await editor().findByText('P-01-离心泵')).toBeInTheDocument();
    expect(editor().getByText('P-02-往复泵')).toBeInTheDocument();
    await user.click(editor().getByRole('button', { name: '删除 P-02-往复泵' }));
    expect(editor().queryByText('P-02-往复泵')).not.toBeInTheDocument();
    await user.click(editor().getByRole('button', { name: '删除 1200-催化裂化装置' }));

    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.callsTo('/save_user_extra_v2')).toHaveLength(1));
    expect(fake.callsTo('/save_user_extra_v2')[0]?.body).toEqual({
      projectId: 8007,
      auditRole: '21',
      userId: 501,
      orgId: 201,
      list: [{ code: '1100', name: '常减压装置', type: 1, childNodes: [{ code: 'P-01', name: '离心泵', type: 2 }] }],
    });
    expect(await screen.findByText('审核权限已保存')).toBeInTheDocument();
  });

  it('keeps a code once when it is picked again (duplicates removed)', async () => {
    stubAuditServer(SAVED);
    const { user } = renderAuditDialog();
    await editorLoaded();
    await editor().findByText('P-01-离心泵');
    // Both open the nested picker dialog.
    expect(screen.getByRole('button', { name: '添加主项号' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(editor().getByRole('button', { name: '添加工厂对象码' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(editor().getByRole('button', { name: '添加工厂对象码' }));
    const classPicker = picker();
    await classPicker.findByText('P-01-离心泵');
    await user.click(classPicker.getByRole('checkbox', { name: '全选' }));
    await user.click(classPicker.getByRole('button', { name: '确定' }));
    expect(await editor().findAllByText('P-01-离心泵')).toHaveLength(1);
    expect(editor().getByText('V-01-立式容器')).toBeInTheDocument();
  });

  it('refuses to save without a main item, and a main item without codes, naming it (nothing is sent)', async () => {
    const fake = stubAuditServer();
    const { user } = renderAuditDialog();
    await screen.findByText('尚未添加主项');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择主项')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加主项号' }));
    await picker().findByText('1200-催化裂化装置');
    await user.click(picker().getByText('1200-催化裂化装置'));
    await user.click(picker().getByRole('button', { name: '确定' }));
    await editor().findByText('1200-催化裂化装置');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请为主项“催化裂化装置”添加工厂对象码!')).toBeInTheDocument();
    expect(fake.callsTo('/save_user_extra_v2')).toHaveLength(0);
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    stubAuditServer();
    renderAuditDialog();
    expect(await screen.findByText('Equipment audit permissions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add main item number' })).toBeInTheDocument();
  });
});
