import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FindPasswordPage } from '@/features/password/find-password-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { policyRoute, resetPasswordMessages, strongPassword, useFakeClock, userInfoRoute, withToaster } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

const onError = vi.fn();
const pwd = () => screen.getByLabelText(/^(新密码|New password)$/);
const pwd2 = () => screen.getByLabelText(/^(确认密码|Confirm password)$/);

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  resetPasswordMessages();
  clearToken();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('FindPasswordPage with a reset-link key', () => {
  it('strips whitespace from both fields as typed and sends pwd, pwd2 and the key', async () => {
    const fake = stubFetch({ ...policyRoute(), 'POST /user-api/user/find_pwd_update': () => envelope(null) });
    const onReset = vi.fn();
    renderWithRouter(withToaster(<FindPasswordPage linkKey="key-123" onReset={onReset} />), '/find_pwd?k=key-123');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    await user.type(pwd(), ' Xy7! kq2Lm ');
    await user.type(pwd2(), 'Xy7!kq 2Lm');
    expect(pwd()).toHaveValue(strongPassword);
    expect(pwd2()).toHaveValue(strongPassword);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(fake.callsTo('/user/find_pwd_update')[0]?.body).toEqual({ pwd: strongPassword, pwd2: strongPassword, key: 'key-123' });
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
  });

  it('shows policy violations from the server on the fields and stays on the page', async () => {
    stubFetch({
      ...policyRoute(),
      'POST /user-api/user/find_pwd_update': () =>
        envelope({ fieldErrors: { pwd: '新密码不能与最近5次使用过的密码相同' } }, 400, '输入有误，请检查后重试'),
    });
    const onReset = vi.fn();
    renderWithRouter(() => <FindPasswordPage linkKey="key-123" onReset={onReset} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('新密码'), strongPassword);
    await user.type(pwd2(), `${strongPassword}{Enter}`);
    expect(await screen.findByText('新密码不能与最近5次使用过的密码相同')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('输入有误，请检查后重试');
    expect(onReset).not.toHaveBeenCalled();
  });

  it('sends a common password that meets the rules and shows the server’s refusal on the field (en)', async () => {
    await changeLanguage('en');
    const common = 'This password is too common and easy to guess; choose another';
    const fake = stubFetch({
      ...policyRoute(),
      'POST /user-api/user/find_pwd_update': () =>
        envelope({ fieldErrors: { pwd: common } }, 400, 'Invalid input, please check and try again'),
    });
    const onReset = vi.fn();
    renderWithRouter(() => <FindPasswordPage linkKey="key-123" onReset={onReset} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'P@ssw0rd1');
    await user.type(pwd2(), 'P@ssw0rd1{Enter}');
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(pwd()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('/user/find_pwd_update')[0]?.body).toEqual({ pwd: 'P@ssw0rd1', pwd2: 'P@ssw0rd1', key: 'key-123' });
    expect(onReset).not.toHaveBeenCalled();
  });

  it('without a key says the link is invalid and offers a new one', async () => {
    stubFetch(policyRoute());
    renderWithRouter(() => <FindPasswordPage linkKey={undefined} onReset={vi.fn()} />);
    expect(await screen.findByText('链接无效或已过期，请重新找回密码')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新找回密码' })).toHaveAttribute('href', '/getPassIndex');
    expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument();
  });
});

describe('FindPasswordPage for an expired password (k=overdue)', () => {
  it('changes the password, shows the notice and the age, and signs out 1 s after success', async () => {
    setToken('tok-1');
    const fake = stubFetch({
      ...policyRoute(),
      ...userInfoRoute({ pwdExpireState: '1', pwdExpireTime: -4 }),
      'POST /user-api/user/update_pwd': () => envelope(null),
      'GET /user-api/auth/logout': () => envelope(null),
    });
    const { user, advance } = useFakeClock();
    renderWithRouter(withToaster(<FindPasswordPage linkKey="overdue" onReset={vi.fn()} />), '/find_pwd?k=overdue');
    expect(await screen.findByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.getByText('您的密码已超过90天有效期，请修改密码')).toBeInTheDocument();
    expect(await screen.findByText('您已经 94 天没有修改密码了，请修改密码')).toBeInTheDocument();

    await user.type(pwd(), 'Xy7! kq2Lm');
    await user.type(pwd2(), strongPassword);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(fake.callsTo('/user/update_pwd')[0]?.body).toEqual({ pwd: strongPassword, pwd2: strongPassword });
    expect(fake.callsTo('/auth/logout')).toHaveLength(0);
    await advance(1_000);
    await waitFor(() => expect(fake.callsTo('/auth/logout')).toHaveLength(1));
  });
});
