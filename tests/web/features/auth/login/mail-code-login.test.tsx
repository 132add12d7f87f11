import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/login/login-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { prehashPassword } from '@/lib/password-prehash';
import { envelope, stubFetch, type FakeReply } from '../../../support/fake-fetch';
import { renderWithRouter } from '../../../support/render-with-router';

/** The accessible alternative to the image captcha: a sign-in code mailed to the typed account. */
const onError = vi.fn();

function stubServer(codeReply: () => FakeReply = () => envelope(null), loginReply: () => FakeReply = () => envelope({ token: 'tok-1' })) {
  return stubFetch({
    'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/svg+xml;base64,IMG', key: 'k'.repeat(43) }),
    'POST /user-api/cap_mail_login': codeReply,
    'POST /user-api/auth/login': loginReply,
  });
}

async function renderLogin() {
  const onSuccess = vi.fn();
  renderWithRouter(() => <LoginPage onSuccess={onSuccess} />, '/login');
  await screen.findByRole('button', { name: '验证码图片，点击刷新' });
  return { onSuccess, user: userEvent.setup() };
}

const mailButton = () => screen.getByRole('button', { name: '看不清图片？改用邮件验证码' });

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  localStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginPage, the e-mailed sign-in code instead of the captcha', () => {
  it('is a button reached by Tab right after the captcha image', async () => {
    stubServer();
    const { user } = await renderLogin();
    screen.getByLabelText('验证码').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '验证码图片，点击刷新' })).toHaveFocus();
    await user.tab();
    expect(mailButton()).toHaveFocus();
  });

  it('asks for the typed account first, without calling the server', async () => {
    const fake = stubServer();
    const { user } = await renderLogin();
    await user.click(mailButton());
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toHaveFocus();
    expect(fake.callsTo('/cap_mail_login')).toHaveLength(0);
  });

  it('sends the code, moves focus to the code field, which says where the code went, and signs in with it', async () => {
    const fake = stubServer();
    const { user, onSuccess } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), ' acme01 ');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.click(mailButton());

    const code = await screen.findByLabelText('邮件验证码');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('如果该账号登记了邮箱，登录验证码已发送到该邮箱，请查收。');
    expect(fake.callsTo('/cap_mail_login')[0]?.body).toEqual({ username: 'acme01' });
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新获取/ })).toBeDisabled();

    await user.type(code, '12a3456{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok-1'));
    expect(fake.callsTo('/auth/login')[0]?.body).toEqual({
      username: 'acme01',
      password: prehashPassword('Secret#123'),
      mailCode: '123456',
    });
  });

  it('validates the code in the browser, shows a wrong one on its field, and goes back to the captcha on request', async () => {
    const fake = stubServer(undefined, () =>
      envelope({ fieldErrors: { mailCode: '登录验证码错误或已过期' } }, 400, '登录验证码错误或已过期'),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.click(mailButton());
    const code = await screen.findByLabelText('邮件验证码');

    await user.type(code, '123{Enter}');
    expect(await screen.findByText('请输入6位登录验证码')).toBeInTheDocument();
    expect(fake.callsTo('/auth/login')).toHaveLength(0);

    await user.type(code, '456{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('登录验证码错误或已过期')));
    expect(onError).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '改用图片验证码' }));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveFocus());
  });

  it('shows a refused send (too soon) inline and stays with the captcha', async () => {
    stubServer(() => envelope(null, 429, '发送过于频繁，请 30 秒后重试'));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.click(mailButton());
    const form = screen.getByRole('form', { name: '账号登录' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('发送过于频繁，请 30 秒后重试');
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
