import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/profile/profile-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { userInfoRoute, withToaster } from '../../support/account';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

const onError = vi.fn();
const USER = {
  linkman: 'Li Lei',
  linkPhone: '010-12345678',
  email: 'a@example.com',
  email2: 'b@example.com',
  phone: '13812345678',
  phone2: '010-1 010-2',
  businessLicence: 'https://bucket.example/businessLicence/obj-1.png?sig=1',
  // The server's instant, in UTC; the reader sees it in their own time zone.
  lastLoginTime: '2026-11-23T10:13:32.241Z',
};
const LAST_LOGIN_IN_SHANGHAI = '2026-11-23 18:13:32';

// A zone away from UTC, so that a UTC rendering cannot pass for a local one.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

function stubServer(update: () => FakeReply | Promise<FakeReply> = () => envelope(null)) {
  return stubFetch({
    ...userInfoRoute({ roles: ['userAdmin', 'userManage'], user: USER }),
    'POST /user-api/user/update_detail_simple': update,
  });
}

async function renderPage() {
  renderWithRouter(withToaster(<ProfilePage />), '/profile/index');
  await screen.findByLabelText(/^(联系人|Contact name)$/);
  return userEvent.setup();
}

const linkman = () => screen.getByLabelText(/^(联系人|Contact name)$/);
const modify = () => screen.getByRole('button', { name: /^(修改|Modify)$/ });

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ProfilePage', () => {
  it('shows the account read-only: roles joined, organisation, login time, contact details, licence thumbnail', async () => {
    stubServer();
    await renderPage();
    expect(screen.getByLabelText('角色')).toHaveTextContent(/^机构用户管理员 \| 用户管理$/);
    expect(screen.getByText('13812345678')).toBeInTheDocument();
    expect(screen.getByText('010-1 010-2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /营业执照/ }).closest('a')).toHaveAttribute('href', USER.businessLicence);
    expect(screen.getByLabelText('账号')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('账号')).toHaveValue('acme01');
    expect(screen.getByLabelText('公司')).toHaveValue('Acme');
    expect(screen.getByLabelText('最后登录时间')).toHaveValue(LAST_LOGIN_IN_SHANGHAI);
    expect(screen.getByText(LAST_LOGIN_IN_SHANGHAI, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-23T/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('其他邮箱')).toHaveAttribute('placeholder', '多个邮箱请用空格隔开');
  });

  it('names the roles in the reader’s language', async () => {
    stubServer();
    await changeLanguage('en');
    renderWithRouter(withToaster(<ProfilePage />), '/profile/index');
    expect(await screen.findByLabelText('Roles')).toHaveTextContent(/^Organisation user administrator \| User management$/);
    await changeLanguage('zh');
    await waitFor(() => expect(screen.getByLabelText('角色')).toHaveTextContent(/^机构用户管理员 \| 用户管理$/));
  });

  it('validates the card in Chinese and English', async () => {
    const fake = stubServer();
    const user = await renderPage();
    await user.clear(linkman());
    await user.clear(screen.getByLabelText('联系电话'));
    await user.clear(screen.getByLabelText('邮箱'));
    await user.type(screen.getByLabelText('邮箱'), 'nope');
    await user.type(screen.getByLabelText('其他邮箱'), ' x');
    await user.click(modify());
    expect(await screen.findByText('请输入联系人姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入联系电话')).toBeInTheDocument();
    expect(screen.getAllByText('请输入正确的邮箱格式')).toHaveLength(2);
    await changeLanguage('en');
    expect(await screen.findByText('Please enter contact name')).toBeInTheDocument();
    expect(screen.getByText('Please enter contact phone')).toBeInTheDocument();
    expect(fake.callsTo('/update_detail_simple')).toHaveLength(0);
  });

  it('Modify sends the four fields, confirms and reloads the user info', async () => {
    const fake = stubServer();
    const user = await renderPage();
    await user.clear(linkman());
    await user.type(linkman(), 'Han Meimei');
    await user.type(screen.getByLabelText('其他邮箱'), '  c@example.com');
    await user.click(modify());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(fake.callsTo('/update_detail_simple')[0]?.body).toEqual({
      linkman: 'Han Meimei',
      linkPhone: '010-12345678',
      email: 'a@example.com',
      email2: 'b@example.com c@example.com',
      version: 3,
    });
    await waitFor(() => expect(fake.callsTo('/user/info')).toHaveLength(2));
  });

  it('a save refused as stale shows the account as it is now, and the next save sends its version', async () => {
    const current = { linkman: 'Changed Elsewhere', linkPhone: '010-99998888', email: 'z@example.com', email2: '', version: 4 };
    let saves = 0;
    const fake = stubServer(() =>
      ++saves === 1
        ? { status: 409, body: { code: 409, message: '数据已被他人修改，表单已显示最新内容，请核对后再保存', result: { current } } }
        : envelope(null),
    );
    const user = await renderPage();
    await user.clear(linkman());
    await user.type(linkman(), 'Han Meimei');
    await user.click(modify());
    await waitFor(() => expect(linkman()).toHaveValue('Changed Elsewhere'));
    expect(screen.getByLabelText('联系电话')).toHaveValue('010-99998888');
    expect(onError).toHaveBeenCalledWith('数据已被他人修改，表单已显示最新内容，请核对后再保存');
    await user.click(modify());
    await waitFor(() => expect(fake.callsTo('/update_detail_simple')).toHaveLength(2));
    expect(fake.callsTo('/update_detail_simple').map((call) => (call.body as { version: number }).version)).toEqual([3, 4]);
  });

  it('Cancel puts the saved values back and says so', async () => {
    const fake = stubServer();
    const user = await renderPage();
    await user.clear(linkman());
    await user.type(linkman(), 'Someone else');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(linkman()).toHaveValue('Li Lei');
    expect(await screen.findByText('已取消修改')).toBeInTheDocument();
    expect(fake.callsTo('/update_detail_simple')).toHaveLength(0);
  });

  it('a failed update reverts the card', async () => {
    stubServer(() => envelope(null, 500, '服务器错误，请稍后重试'));
    const user = await renderPage();
    await user.clear(linkman());
    await user.type(linkman(), 'Han Meimei');
    await user.click(modify());
    await waitFor(() => expect(onError).toHaveBeenCalledWith('服务器错误，请稍后重试'));
    await waitFor(() => expect(linkman()).toHaveValue('Li Lei'));
  });

  it('a rejected field keeps what was typed and shows why', async () => {
    stubServer(() => envelope({ fieldErrors: { email: '该邮箱已被使用' } }, 400, '输入有误，请检查后重试'));
    const user = await renderPage();
    await user.clear(screen.getByLabelText('邮箱'));
    await user.type(screen.getByLabelText('邮箱'), 'taken@example.com');
    await user.click(modify());
    expect(await screen.findByText('该邮箱已被使用')).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toHaveValue('taken@example.com');
  });

  it('disables Modify and Cancel while saving', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    stubServer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    const user = await renderPage();
    await user.click(modify());
    expect(await screen.findByRole('button', { name: '保存中...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    release(envelope(null));
    await waitFor(() => expect(modify()).toBeEnabled());
  });
});
