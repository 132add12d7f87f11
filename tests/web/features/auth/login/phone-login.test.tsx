import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/login/login-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { useFakeClock, withToaster } from '../../../support/account';
import { envelope, stubFetch, type FakeReply } from '../../../support/fake-fetch';
import { renderWithRouter } from '../../../support/render-with-router';

const onError = vi.fn();

function stubServer(routes: Record<string, () => FakeReply> = {}) {
  return stubFetch({
    'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/png;base64,AA', key: 'key-1' }),
    'GET /user-api/cap_sms_login': () => envelope(null),
    'POST /user-api/auth/phone_login': () => envelope({ token: 'tok-phone' }),
    ...routes,
  });
}

async function openPhoneLogin(user = userEvent.setup(), onSuccess = vi.fn()) {
  renderWithRouter(withToaster(<LoginPage onSuccess={onSuccess} />), '/login');
  await user.click(await screen.findByRole('tab', { name: /手机号登录|Phone login/ }));
  await screen.findByLabelText(/^(手机号|Mobile number)$/);
  return { user, onSuccess };
}

const phone = () => screen.getByLabelText(/^(手机号|Mobile number)$/);
const code = () => screen.getByLabelText(/^(短信验证码|SMS code)$/);
const sendButton = () => within(code().parentElement!).getByRole('button');

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  localStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginPage, phone mode', () => {
  it('switches between account and phone sign-in both ways', async () => {
    stubServer();
    const { user } = await openPhoneLogin();
    expect(screen.queryByLabelText('账号')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回账号登录' }));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('validates the phone and the code in Chinese and English', async () => {
    const fake = stubServer();
    const { user } = await openPhoneLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await user.type(phone(), '12345678901');
    await user.type(code(), 'ab');
    expect(await screen.findByText('请输入正确的手机号格式')).toBeInTheDocument();
    expect(screen.getByText('请输入4位验证码')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('Please enter correct mobile format')).toBeInTheDocument();
    expect(screen.getByText('Please enter 4-digit code')).toBeInTheDocument();
    expect(fake.callsTo('/auth/phone_login')).toHaveLength(0);
  });

  it('keeps the phone to 11 digits', async () => {
    stubServer();
    const { user } = await openPhoneLogin();
    await user.type(phone(), '138-1234 5678999');
    expect(phone()).toHaveValue('13812345678');
  });

  it('sends no code for an invalid phone', async () => {
    const fake = stubServer();
    const { user } = await openPhoneLogin();
    await user.type(phone(), '1381234');
    await user.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号格式')).toBeInTheDocument();
    expect(fake.callsTo('/cap_sms_login')).toHaveLength(0);
    expect(sendButton()).toHaveTextContent('发送验证码');
  });

  it('sends the code, then counts down 60 s on a disabled button shown as Ns', async () => {
    const fake = stubServer();
    const { user, advance } = useFakeClock();
    await openPhoneLogin(user);
    await user.type(phone(), '13812345678');
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送至手机')).toBeInTheDocument();
    expect(fake.callsTo('/cap_sms_login')[0]?.url).toContain('phone=13812345678');
    // The message shows as the send resolves; the countdown starts right after (the button stays disabled
    // as "sending" in between), so a busy machine can see the message first.
    await waitFor(() => expect(sendButton()).toHaveTextContent(/^60s$/));
    expect(sendButton()).toBeDisabled();
    await advance(30_000);
    expect(sendButton()).toHaveTextContent(/^(30|29)s$/);
    expect(sendButton()).toBeDisabled();
    await advance(30_000);
    await waitFor(() => expect(sendButton()).toHaveTextContent('发送验证码'));
    expect(sendButton()).toBeEnabled();
  });

  it('shows the server refusal of an early resend and does not count down', async () => {
    const fake = stubServer({ 'GET /user-api/cap_sms_login': () => envelope(null, 429, '发送过于频繁，请 42 秒后重试') });
    const { user } = await openPhoneLogin();
    await user.type(phone(), '13812345678');
    await user.click(sendButton());
    await waitFor(() => expect(onError).toHaveBeenCalledWith('发送过于频繁，请 42 秒后重试'));
    expect(fake.callsTo('/cap_sms_login')).toHaveLength(1);
    expect(sendButton()).toHaveTextContent('发送验证码');
    expect(sendButton()).toBeEnabled();
  });

  it('signs in with phone and phoneCaptcha and hands the token on', async () => {
    const fake = stubServer();
    const { user, onSuccess } = await openPhoneLogin();
    await user.type(phone(), '13812345678');
    await user.type(code(), '1234{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok-phone'));
    expect(fake.callsTo('/auth/phone_login')[0]?.body).toEqual({ phone: '13812345678', phoneCaptcha: '1234' });
  });

  it('puts a wrong code from the server on the code field, tied to it, and nowhere else', async () => {
    stubServer({
      'POST /user-api/auth/phone_login': () => envelope({ fieldErrors: { phoneCaptcha: '验证码错误或已失效' } }, 400, '验证码错误或已失效'),
    });
    const { user, onSuccess } = await openPhoneLogin();
    await user.type(phone(), '13812345678');
    await user.type(code(), '1234{Enter}');
    expect(await screen.findByText('验证码错误或已失效')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(code()).toHaveAccessibleDescription('验证码错误或已失效');
    expect(screen.getAllByText('验证码错误或已失效')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('keeps a failure of no field in the form until the next attempt', async () => {
    stubServer({ 'POST /user-api/auth/phone_login': () => envelope(null, 503, '服务繁忙，请稍后重试') });
    const { user } = await openPhoneLogin();
    await user.type(phone(), '13812345678');
    await user.type(code(), '1234{Enter}');
    const form = screen.getByRole('form', { name: '手机号登录' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('登录失败：服务繁忙，请稍后重试');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('LoginPage, extension mode', () => {
  it('is not offered without a link key', async () => {
    stubServer();
    renderWithRouter(() => <LoginPage onSuccess={vi.fn()} />, '/login');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.queryByLabelText('分机号')).not.toBeInTheDocument();
  });

  it('with a key shows only the extension field: digits, at most 4, sent with k on Enter', async () => {
    const fake = stubFetch({ 'POST /user-api/auth/fenjihao_login': () => envelope({ token: 'tok-ext' }) });
    const onSuccess = vi.fn();
    renderWithRouter(() => <LoginPage extensionKey="link-key" onSuccess={onSuccess} />, '/login?k=link-key');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('分机号');
    expect(screen.queryByLabelText('账号')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.type(field, 'a1b2345');
    expect(field).toHaveValue('1234');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok-ext'));
    expect(fake.callsTo('/auth/fenjihao_login')[0]?.body).toEqual({ fenjihao: '1234', k: 'link-key' });
    expect(fake.callsTo('/cap_img')).toHaveLength(0);
  });

  it('requires the extension number (zh and en)', async () => {
    stubFetch({});
    renderWithRouter(() => <LoginPage extensionKey="link-key" onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('分机号'), '{Enter}');
    expect(await screen.findByText('请输入分机码')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('Please enter the extension number')).toBeInTheDocument();
  });
});
