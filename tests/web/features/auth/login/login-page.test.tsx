import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/login/login-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { prehashPassword } from '@/lib/password-prehash';
import { envelope, stubFetch, type FakeReply } from '../../../support/fake-fetch';
import { renderWithRouter } from '../../../support/render-with-router';

/** Keys as the server issues them: 43 base64url characters. */
const captchaKey = (n: number) => `key${n}`.padEnd(43, 'K');

const onError = vi.fn();
let captchaCount = 0;

function stubServer(loginReply: () => FakeReply | Promise<FakeReply> = () => envelope({ token: 'tok-1' })) {
  captchaCount = 0;
  return stubFetch({
    'GET /user-api/cap_img': () => {
      captchaCount += 1;
      return envelope({ imageBase64: `data:image/svg+xml;base64,IMG${captchaCount}`, key: captchaKey(captchaCount) });
    },
    'POST /user-api/auth/login': loginReply,
  });
}

async function renderLogin(onSuccess = vi.fn()) {
  const view = renderWithRouter(() => <LoginPage onSuccess={onSuccess} />, '/login');
  await screen.findByRole('button', { name: /验证码图片|Captcha image/ });
  await waitFor(() => expect(captchaImage()).toHaveAttribute('src', expect.stringContaining('IMG')));
  return { ...view, onSuccess, user: userEvent.setup() };
}

const captchaButton = () => screen.getByRole('button', { name: /验证码图片|Captcha image/ });
const captchaImage = () => captchaButton().querySelector('img');

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  localStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginPage, account mode', () => {
  it('shows the shared validation messages in Chinese', async () => {
    stubServer();
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('验证码'), 'ab');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入4位验证码')).toBeInTheDocument();
  });

  it('shows them in English, and the English checkbox switches the language live', async () => {
    stubServer();
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('请输入账号');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(await screen.findByText('Please enter username')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('shows the licence footer only in Chinese', async () => {
    stubServer();
    const { user } = await renderLogin();
    expect(screen.getByText(/网站备案号/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await waitFor(() => expect(screen.queryByText(/Licence|网站备案号/)).not.toBeInTheDocument());
  });

  it('fetches a new captcha when the image is clicked', async () => {
    const fake = stubServer();
    const { user } = await renderLogin();
    expect(captchaImage()).toHaveAttribute('src', 'data:image/svg+xml;base64,IMG1');
    await user.click(captchaButton());
    await waitFor(() => expect(captchaImage()).toHaveAttribute('src', 'data:image/svg+xml;base64,IMG2'));
    expect(fake.callsTo('/cap_img')).toHaveLength(2);
  });

  it('submits on Enter in the captcha field with the trimmed account, the hashed password and the captcha key', async () => {
    const fake = stubServer();
    const { user, onSuccess } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), '  acme01 ');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok-1'));
    expect(fake.callsTo('/auth/login')[0]?.body).toEqual({
      username: 'acme01',
      password: prehashPassword('Secret#123'),
      captcha: 'ab12',
      key: captchaKey(1),
    });
  });

  it('on failure keeps the typed password, clears the captcha and fetches a new one', async () => {
    const fake = stubServer(() => envelope(null, 400, '账号或密码错误'));
    const { user, onSuccess } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(captchaImage()).toHaveAttribute('src', 'data:image/svg+xml;base64,IMG2'));
    expect(screen.getByLabelText('密码')).toHaveValue('Secret#123');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(onSuccess).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('验证码'), 'cd34{Enter}');
    await waitFor(() => expect(fake.callsTo('/auth/login')).toHaveLength(2));
    expect(fake.callsTo('/auth/login')[1]?.body).toMatchObject({
      key: captchaKey(2),
      captcha: 'cd34',
      password: prehashPassword('Secret#123'),
    });
  });

  it('keeps a failure that belongs to no field inline until the next attempt, announced once, with no toast', async () => {
    let answers = 0;
    stubServer(() => (++answers === 1 ? envelope(null, 400, '账号或密码错误') : new Promise<FakeReply>(() => undefined)));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    const form = screen.getByRole('form', { name: '账号登录' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('登录失败：账号或密码错误');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();

    // Still there after the captcha was replaced and while a new one is typed…
    await waitFor(() => expect(captchaImage()).toHaveAttribute('src', 'data:image/svg+xml;base64,IMG2'));
    await user.type(screen.getByLabelText('验证码'), 'cd34');
    expect(within(form).getByRole('alert')).toHaveTextContent('账号或密码错误');
    // …and gone with the next attempt.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a wrong captcha on its field only, tied to it by aria-describedby', async () => {
    stubServer(() => envelope({ fieldErrors: { captcha: '验证码错误或已过期' } }, 400, '验证码错误或已过期'));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    const input = screen.getByLabelText('验证码');
    await waitFor(() => expect(input).toHaveAccessibleDescription('验证码错误或已过期'));
    expect(screen.getAllByText('验证码错误或已过期')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('maps server field errors onto their fields', async () => {
    stubServer(() => envelope({ fieldErrors: { captcha: '验证码错误或已过期' } }, 400, '输入有误，请检查后重试'));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a problem with the captcha key, which has no field of its own, on the captcha field', async () => {
    stubServer(() => envelope({ fieldErrors: { key: '验证码已过期，请刷新' } }, 400, '输入有误，请检查后重试'));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    expect(await screen.findByText('验证码已过期，请刷新')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
  });

  it('remembers the account when asked and prefills it next time', async () => {
    stubServer();
    const first = await renderLogin();
    await first.user.type(screen.getByLabelText('账号'), 'acme01');
    await first.user.type(screen.getByLabelText('密码'), 'Secret#123');
    await first.user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await first.user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    await waitFor(() => expect(first.onSuccess).toHaveBeenCalled());
    expect(localStorage.getItem('rememberedUsername')).toBe('acme01');
    first.unmount();

    const second = await renderLogin();
    expect(screen.getByLabelText('账号')).toHaveValue('acme01');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
    await second.user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await second.user.type(screen.getByLabelText('密码'), 'Secret#123');
    await second.user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    await waitFor(() => expect(second.onSuccess).toHaveBeenCalled());
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
  });

  it('disables the submit button while signing in', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    stubServer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('账号'), 'acme01');
    await user.type(screen.getByLabelText('密码'), 'Secret#123');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    expect(await screen.findByRole('button', { name: /登录中/ })).toBeDisabled();
    release(envelope({ token: 'tok-1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
  });
});
