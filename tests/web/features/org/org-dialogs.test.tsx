import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { useFakeClock } from '../../support/account';
import { envelope } from '../../support/fake-fetch';
import { enabledSupplier, renderOrgList, rowOf, stubOrgServer } from './org-list-harness';

async function openDialog(button: string, title: string, user = userEvent.setup()) {
  await rowOf('Acme Pumps');
  await user.click(screen.getByRole('button', { name: button }));
  // The dialog's code loads when it first opens (issue 16).
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { user, dialog };
}

const errorOf = (input: HTMLElement) => input.closest('[data-slot=field]')!.querySelector('[data-slot=field-error]')?.textContent ?? '';

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  setToken('tok-1');
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

/** The primary contact every create asks for (issue 9). */
async function fillContact(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, email = 'li@bolt.example') {
  await user.type(dialog.getByLabelText('联系人'), 'Li Lei');
  if (email) await user.type(dialog.getByLabelText('联系人邮箱'), email);
}
const CONTACT = { linkman: 'Li Lei', mobile: '', email: 'li@bolt.example' };

describe('Add organisation (standard)', () => {
  it('keeps what is typed, checks eight digits and 50 characters, then adds a supplier', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const { user, dialog } = await openDialog('新增机构', '新增机构');
    const code = dialog.getByLabelText('机构代码');
    expect(code).toHaveAttribute('placeholder', '八位数字');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(dialog.queryByLabelText('BPCode')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('机构类型')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(errorOf(code)).toBe('请输入机构代码');
    expect(errorOf(dialog.getByLabelText('机构名称'))).toBe('请输入机构名称');
    expect(errorOf(dialog.getByLabelText('联系人'))).toBe('请输入联系人姓名');
    expect(errorOf(dialog.getByLabelText('联系人邮箱'))).toBe('请输入联系人邮箱（初始密码将发送到该邮箱）');
    expect(dialog.getByText('必填：初始密码将发送到该邮箱')).toBeInTheDocument();

    await user.type(code, '12ab-34');
    expect(code).toHaveValue('12ab-34');
    await user.type(dialog.getByLabelText('机构名称'), 'x'.repeat(51));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(code)).toBe('机构代码为8位数字'));
    expect(errorOf(dialog.getByLabelText('机构名称'))).toBe('内容最多 50 个字符');
    expect(fake.callsTo('/org/admin/create')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '12345678');
    await user.clear(dialog.getByLabelText('机构名称'));
    await user.type(dialog.getByLabelText('机构名称'), 'Bolt Valves');
    await fillContact(user, dialog);
    const listsBefore = fake.callsTo('/org/admin/list').length;
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增机构成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/create').map((call) => call.body)).toEqual([
      { orgCode: '12345678', orgName: 'Bolt Valves', ...CONTACT },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.callsTo('/org/admin/list').length).toBeGreaterThan(listsBefore));
  });

  it('shows a taken code (409) under the code and other server field errors under their fields', async () => {
    const clock = useFakeClock();
    let answer = envelope(null, 409, '该机构代码已存在');
    stubOrgServer({ 'POST /user-api/org/admin/create': () => answer });
    renderOrgList();
    const { user, dialog } = await openDialog('新增机构', '新增机构', clock.user);
    await user.type(dialog.getByLabelText('机构代码'), '10000001');
    await user.type(dialog.getByLabelText('机构名称'), 'Acme Pumps');
    await fillContact(user, dialog);
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('机构代码'))).toBe('该机构代码已存在'));
    expect(screen.getByRole('dialog', { name: '新增机构' })).toBeInTheDocument();

    answer = envelope({ fieldErrors: { orgName: '机构名称不能含有特殊字符' } }, 400, '输入有误');
    clock.advance(1000);
    await user.clear(dialog.getByLabelText('机构代码'));
    await user.type(dialog.getByLabelText('机构代码'), '10000002');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('机构名称'))).toBe('机构名称不能含有特殊字符'));
    expect(errorOf(dialog.getByLabelText('机构代码'))).toBe('');
  });

  it('sends one request for a double click on Save', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const { user, dialog } = await openDialog('新增机构', '新增机构');
    await user.type(dialog.getByLabelText('机构代码'), '12345678');
    await user.type(dialog.getByLabelText('机构名称'), 'Bolt Valves');
    await fillContact(user, dialog);
    const save = dialog.getByRole('button', { name: '保存' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('新增机构成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/create')).toHaveLength(1);
  });
});

describe('Add other organisation', () => {
  it('takes a free-text code, requires a type and sends it', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const { user, dialog } = await openDialog('新增其他机构', '新增其他机构');
    const code = dialog.getByLabelText('机构代码');
    await user.type(code, 'CT-0001-X');
    await user.type(dialog.getByLabelText('机构名称'), 'Crane Contracting');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(code)).toBe('内容最多 8 个数字'));
    expect(errorOf(dialog.getByLabelText('机构类型'))).toBe('请选择机构类型');

    await user.clear(code);
    await user.type(code, 'CT-01');
    await user.click(dialog.getByLabelText('机构类型'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['承包商', 'DHMC', '业主']);
    await user.click(screen.getByRole('option', { name: 'DHMC' }));
    // A DHMC party receives no passwords by e-mail: its contact's e-mail is optional.
    expect(dialog.getByText('选填')).toBeInTheDocument();
    await fillContact(user, dialog, '');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增机构成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/create').map((call) => call.body)).toEqual([
      { orgCode: 'CT-01', orgName: 'Crane Contracting', orgType: '80', linkman: 'Li Lei', mobile: '', email: '' },
    ]);
  });
});

describe('Edit organisation', () => {
  it('shows the code fixed, edits name and BPCode, and says so', async () => {
    const fake = stubOrgServer();
    renderOrgList();
    const user = userEvent.setup();
    await user.click((await rowOf('Acme Pumps')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑机构' }));
    expect(dialog.getByLabelText('机构代码')).toHaveValue('10000001');
    expect(dialog.getByLabelText('机构代码')).toBeDisabled();
    const name = dialog.getByLabelText('机构名称');
    expect(name).toHaveValue('Acme Pumps');
    expect(dialog.getByLabelText('BPCode')).toHaveValue('BP-1');

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(errorOf(name)).toBe('请输入机构名称');
    await user.type(name, 'Acme Pumps Ltd');
    await user.clear(dialog.getByLabelText('BPCode'));
    await user.type(dialog.getByLabelText('BPCode'), 'BP-9');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('编辑机构成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/update').map((call) => call.body)).toEqual([
      {
        id: 11,
        orgName: 'Acme Pumps Ltd',
        bpCode: 'BP-9',
        linkman: 'Wang Fang',
        mobile: '13912345678',
        email: 'wang@acme.example',
        version: 4,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server field error under BPCode and keeps the dialog open', async () => {
    stubOrgServer({ 'POST /user-api/org/admin/update': () => envelope({ fieldErrors: { bpCode: 'BPCode 格式不正确' } }, 400, '输入有误') });
    renderOrgList();
    const user = userEvent.setup();
    await user.click((await rowOf('Acme Pumps')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑机构' }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('BPCode'))).toBe('BPCode 格式不正确'));
    expect(screen.getByRole('dialog', { name: '编辑机构' })).toBeInTheDocument();
  });

  it('after a stale save shows the organisation as it is now and saves from that version next', async () => {
    const current = { ...enabledSupplier, orgName: 'Acme Pumps (renamed by A)', bpCode: 'BP-A', version: 5 };
    let saves = 0;
    const fake = stubOrgServer({
      'POST /user-api/org/admin/update': () =>
        ++saves === 1
          ? { status: 409, body: { code: 409, message: '数据已被他人修改，表单已显示最新内容，请核对后再保存', result: { current } } }
          : envelope({ ...current, orgName: 'Acme Pumps B', version: 6 }),
    });
    renderOrgList();
    const user = userEvent.setup();
    await user.click((await rowOf('Acme Pumps')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑机构' }));
    await user.clear(dialog.getByLabelText('机构名称'));
    await user.type(dialog.getByLabelText('机构名称'), 'Acme Pumps B');
    const onError = vi.fn();
    configureApiClient({ onError });
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('数据已被他人修改，表单已显示最新内容，请核对后再保存'));
    await waitFor(() => expect(dialog.getByLabelText('机构名称')).toHaveValue('Acme Pumps (renamed by A)'));
    expect(dialog.getByLabelText('BPCode')).toHaveValue('BP-A');
    expect(screen.getByRole('dialog', { name: '编辑机构' })).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('机构名称'));
    await user.type(dialog.getByLabelText('机构名称'), 'Acme Pumps B');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('编辑机构成功!')).toBeInTheDocument();
    expect(fake.callsTo('/org/admin/update').map((call) => (call.body as { version: number }).version)).toEqual([4, 5]);
  });

  it('is titled and labelled in English', async () => {
    stubOrgServer();
    await changeLanguage('en');
    renderOrgList();
    const user = userEvent.setup();
    await user.click((await rowOf('Acme Pumps')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit organisation' }));
    expect(dialog.getByLabelText('Organisation code')).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
