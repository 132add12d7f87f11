import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '@/features/password/reset-password-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { policyRoute, resetPasswordMessages, strongPassword, useFakeClock, userInfoRoute, withToaster } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  resetPasswordMessages();
  setToken('tok-1');
  await changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('ResetPasswordPage (first login)', () => {
  it('changes the initial password through update_pwd, then signs out after 1 s', async () => {
    const fake = stubFetch({
      ...policyRoute(),
      ...userInfoRoute({ loginPwdState: '1' }),
      'POST /user-api/user/update_pwd': () => envelope(null),
      'GET /user-api/auth/logout': () => envelope(null),
    });
    const { user, advance } = useFakeClock();
    renderWithRouter(withToaster(<ResetPasswordPage />), '/resetPassword');
    expect(await screen.findByText('This is your first sign-in; please change the initial password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('name', 'confirmPassword');
    await user.type(screen.getByLabelText('New password'), strongPassword);
    await user.type(screen.getByLabelText('Confirm password'), `${strongPassword}{Enter}`);
    expect(await screen.findByText('Changed successfully')).toBeInTheDocument();
    expect(fake.callsTo('/user/update_pwd')[0]?.body).toEqual({ pwd: strongPassword, pwd2: strongPassword });
    expect(fake.callsTo('/auth/logout')).toHaveLength(0);
    await advance(1_000);
    await waitFor(() => expect(fake.callsTo('/auth/logout')).toHaveLength(1));
  });

  it('sends a common password that meets the rules and shows the server’s refusal on the field, staying signed in', async () => {
    const common = 'This password is too common and easy to guess; choose another';
    const fake = stubFetch({
      ...policyRoute(),
      ...userInfoRoute({ loginPwdState: '1' }),
      'POST /user-api/user/update_pwd': () => envelope({ fieldErrors: { pwd: common } }, 400, 'Invalid input, please check and try again'),
      'GET /user-api/auth/logout': () => envelope(null),
    });
    renderWithRouter(withToaster(<ResetPasswordPage />), '/resetPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Welcome@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome@123{Enter}');
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('/user/update_pwd')[0]?.body).toEqual({ pwd: 'Welcome@123', pwd2: 'Welcome@123' });
    expect(fake.callsTo('/auth/logout')).toHaveLength(0);
  });

  it('a voluntary visit is headed Change password, without the first sign-in notice', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute({ loginPwdState: '0' }) });
    await changeLanguage('zh');
    const { queryClient } = renderWithRouter(withToaster(<ResetPasswordPage />), '/resetPassword');
    await waitFor(() => expect(queryClient.getQueryData(['session', 'user-info'])).toBeDefined());
    expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    expect(screen.queryByText('首次登录，请修改初始密码')).not.toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByText(/first sign-in/)).not.toBeInTheDocument();
  });
});
