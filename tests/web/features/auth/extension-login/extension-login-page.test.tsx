import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionLoginPage } from '@/features/auth/extension-login/extension-login-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { leaveApp } from '@/lib/leave-app';
import { clearToken, getToken } from '@/lib/session/token';
import { envelope, stubFetch } from '../../../support/fake-fetch';
import { renderWithRouter } from '../../../support/render-with-router';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));
const onError = vi.fn();

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  clearToken();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('ExtensionLoginPage (/fjLogin)', () => {
  it('signs in with the extension and k, stores the session and leaves for the intranet admin page', async () => {
    const fake = stubFetch({ 'POST /user-api/auth/fenjihao_login': () => envelope({ token: 'tok-fj' }) });
    renderWithRouter(() => <ExtensionLoginPage linkKey="k-1" />, '/fjLogin?k=k-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('分机号'), '4321{Enter}');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    expect(getToken()).toBe('tok-fj');
    expect(fake.callsTo('/auth/fenjihao_login')[0]?.body).toEqual({ fenjihao: '4321', k: 'k-1' });
  });

  it('stays on the page and shows the server message for a bad key in the form, not in a toast', async () => {
    stubFetch({ 'POST /user-api/auth/fenjihao_login': () => envelope(null, 400, 'The extension sign-in link is invalid or has expired') });
    renderWithRouter(() => <ExtensionLoginPage linkKey="stale" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('分机号'), '4321{Enter}');
    const form = screen.getByRole('form', { name: '分机号登录' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('登录失败：The extension sign-in link is invalid or has expired');
    expect(onError).not.toHaveBeenCalled();
    expect(leaveApp).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  it('without k explains that the link is invalid', async () => {
    stubFetch({});
    renderWithRouter(() => <ExtensionLoginPage linkKey={undefined} />);
    expect(await screen.findByText('分机号登录链接无效或已过期，请重新获取')).toBeInTheDocument();
    expect(screen.queryByLabelText('分机号')).not.toBeInTheDocument();
  });
});
