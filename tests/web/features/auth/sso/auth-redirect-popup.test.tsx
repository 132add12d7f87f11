import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OAUTH_CODE_KEY } from '@/features/auth/auth-redirect/hand-over-to-opener';
import { getToken } from '@/lib/session/token';
import { userInfoRoute } from '../../../support/account';
import { envelope, stubFetch } from '../../../support/fake-fetch';
import { renderApp } from '../../../support/render-app';
import { useSignedOutApp } from '../../../support/signed-in-api';

const captcha = { 'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/png;base64,AA', key: 'key-1' }) };

useSignedOutApp();

describe('/auth-redirect opened as a sign-in popup (spec §2.2)', () => {
  it('hands the query to the opener through local storage and closes, without signing in itself', async () => {
    vi.stubGlobal('opener', {});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const fake = stubFetch({});
    renderApp('/auth-redirect?code=abc&state=xyz');
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(OAUTH_CODE_KEY)).toBe('code=abc&state=xyz');
    expect(await screen.findByText('正在跳转...')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(getToken()).toBeUndefined();
  });

  it('lets the opening login page finish the sign-in with the code it receives', async () => {
    sessionStorage.setItem('sddp-sso-pending', JSON.stringify({ provider: 'intranet', binding: 'd'.repeat(43) }));
    const fake = stubFetch({
      ...captcha,
      'GET /user-api/auth/unifying/providers': () => envelope({ intranet: true, internet: false }),
      'POST /user-api/auth/unifying/in/login': () => envelope({ token: 'tok-popup' }),
      ...userInfoRoute(),
      'GET /user-api/project/user_project_list': () => envelope([]),
    });
    const router = renderApp('/login');
    await screen.findByRole('button', { name: '内网统一认证登录' });
    // What the popup's local-storage write looks like to the opener: a storage event.
    localStorage.setItem(OAUTH_CODE_KEY, 'code=abc&state=xyz');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: OAUTH_CODE_KEY, newValue: 'code=abc&state=xyz' }));
    });
    await waitFor(() => expect(getToken()).toBe('tok-popup'));
    expect(fake.callsTo('/auth/unifying/in/login')[0]?.body).toEqual({ callback: 'code=abc&state=xyz', binding: 'd'.repeat(43) });
    expect(localStorage.getItem(OAUTH_CODE_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
