import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/password/forgot-password-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { useFakeClock } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ForgotPasswordPage', () => {
  it('validates the e-mail and the account in Chinese and English', async () => {
    const fake = stubFetch({ 'POST /user-api/user/find_pwd': () => envelope(null) });
    renderWithRouter(() => <ForgotPasswordPage onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('Please enter the correct email address')).toBeInTheDocument();
    expect(screen.getByText('Enter Account Number')).toBeInTheDocument();
    expect(fake.callsTo('/user/find_pwd')).toHaveLength(0);
  });

  it('sends userCode and email, shows the message for 3 s, then goes back to sign-in', async () => {
    const fake = stubFetch({ 'POST /user-api/user/find_pwd': () => envelope(null) });
    const onDone = vi.fn();
    const { user, advance } = useFakeClock();
    renderWithRouter(() => <ForgotPasswordPage onDone={onDone} />);
    await user.type(await screen.findByLabelText('邮箱'), ' a@example.com ');
    await user.type(screen.getByLabelText('账号'), 'acme01{Enter}');
    expect(await screen.findByText('重置密码链接已发送至邮箱，10分钟内有效')).toBeInTheDocument();
    expect(fake.callsTo('/user/find_pwd')[0]?.body).toEqual({ email: 'a@example.com', userCode: 'acme01' });
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    await advance(2_000);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1_000);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
