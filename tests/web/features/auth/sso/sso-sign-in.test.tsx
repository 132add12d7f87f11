import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/session/token';
import { userInfoRoute } from '../../../support/account';
import { envelope, type FakeReply, stubFetch } from '../../../support/fake-fetch';
import { renderApp } from '../../../support/render-app';
import { useSignedOutApp } from '../../../support/signed-in-api';

const projects = { 'GET /user-api/project/user_project_list': () => envelope([]) };
const captcha = { 'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/png;base64,AA', key: 'key-1' }) };

useSignedOutApp();

describe('enterprise sign-on buttons (spec §2.4)', () => {
  it('shows only the buttons of configured providers', async () => {
    stubFetch({ ...captcha, 'GET /user-api/auth/unifying/providers': () => envelope({ intranet: false, internet: true }) });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: '互联网登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '内网统一认证登录' })).not.toBeInTheDocument();
  });

  it('keeps the row of buttons in its place while the providers load, so the language switch below does not move', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    stubFetch({ ...captcha, 'GET /user-api/auth/unifying/providers': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    renderApp('/login');
    const english = await screen.findByRole('checkbox', { name: 'English' });
    const placeholder = document.querySelector('[data-slot="sso-placeholder"]');
    expect(placeholder).not.toBeNull();
    // The row sits above the switch, where the buttons will be.
    expect(placeholder!.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answer(envelope({ intranet: true, internet: true }));
    expect(await screen.findByRole('button', { name: '互联网登录' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="sso-placeholder"]')).toBeNull();
  });

  it('shows none when no provider is configured', async () => {
    stubFetch({ ...captcha, 'GET /user-api/auth/unifying/providers': () => envelope({ intranet: false, internet: false }) });
    renderApp('/login');
    await screen.findByRole('tab', { name: '手机号登录' });
    expect(screen.queryByRole('button', { name: '互联网登录' })).not.toBeInTheDocument();
  });

  it('goes to the provider with the server’s URL and keeps the binding for the callback, in this tab only', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      ...captcha,
      'GET /user-api/auth/unifying/providers': () => envelope({ intranet: true, internet: true }),
      'GET /user-api/auth/unifying/in/getAuthPath': () => envelope({ url: 'http://idp.test/auth?x=1', binding: 'b'.repeat(43) }),
    });
    renderApp('/login?redirect=%2Fprofile%2Findex');
    await userEvent.setup().click(await screen.findByRole('button', { name: '内网统一认证登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://idp.test/auth?x=1'));
    expect(JSON.parse(sessionStorage.getItem('sddp-sso-pending')!)).toEqual({
      provider: 'intranet',
      binding: 'b'.repeat(43),
      redirect: '/profile/index',
    });
  });
});

describe('/auth-redirect with a provider callback', () => {
  it("posts the callback with this tab's binding, signs in and goes to the kept redirect", async () => {
    sessionStorage.setItem(
      'sddp-sso-pending',
      JSON.stringify({ provider: 'internet', binding: 'c'.repeat(43), redirect: '/profile/index' }),
    );
    const fake = stubFetch({
      'POST /user-api/auth/unifying/out/login': () => envelope({ token: 'tok-sso' }),
      ...userInfoRoute(),
      ...projects,
    });
    const router = renderApp('/auth-redirect?code=abc&state=xyz');
    await waitFor(() => expect(getToken()).toBe('tok-sso'));
    expect(fake.callsTo('/auth/unifying/out/login')[0]?.body).toEqual({ callback: '?code=abc&state=xyz', binding: 'c'.repeat(43) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'));
    expect(sessionStorage.getItem('sddp-sso-pending')).toBeNull();
  });

  it("shows the server's refusal with a way back to the login", async () => {
    sessionStorage.setItem('sddp-sso-pending', JSON.stringify({ provider: 'intranet', binding: 'c'.repeat(43) }));
    stubFetch({ 'POST /user-api/auth/unifying/in/login': () => envelope(null, 400, '登录请求无效或已过期，请重新登录') });
    renderApp('/auth-redirect?code=abc&state=xyz');
    expect(await screen.findByText('登录失败：登录请求无效或已过期，请重新登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });
});

describe('/jumpLogin', () => {
  it("exchanges a partner's 'secret' by POST, strips it from the address bar and opens the shell", async () => {
    const fake = stubFetch({
      'POST /user-api/auth/secret_login': () => envelope({ token: 'tok-partner' }),
      ...userInfoRoute(),
      ...projects,
    });
    const router = renderApp('/jumpLogin?secret=signed.value');
    await waitFor(() => expect(getToken()).toBe('tok-partner'));
    expect(fake.callsTo('/auth/secret_login')).toHaveLength(1);
    expect(fake.callsTo('/auth/secret_login')[0]?.body).toEqual({ secret: 'signed.value' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/jumpLogin'));
    expect(router.state.location.href).not.toContain('signed.value');
  });

  it('refuses a callback this tab did not start, without asking the server', async () => {
    const fake = stubFetch({});
    renderApp('/auth-redirect?code=abc&state=xyz');
    expect(await screen.findByText('登录失败：登录请求无效或已过期，请重新登录')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('exchanges a one-time hand-off code and shows the server message when it is refused', async () => {
    const fake = stubFetch({ 'POST /user-api/auth/handoff_login': () => envelope(null, 400, '跳转登录链接无效或已过期，请重新获取') });
    const router = renderApp(`/jumpLogin?handoff=${'h'.repeat(43)}`);
    expect(await screen.findByText('登录失败：跳转登录链接无效或已过期，请重新获取')).toBeInTheDocument();
    expect(fake.callsTo('/auth/handoff_login')[0]?.body).toEqual({ code: 'h'.repeat(43) });
    expect(router.state.location.href).not.toContain('hhhh');
  });

  it('never takes a session token from the login URL', async () => {
    stubFetch(captcha);
    const router = renderApp('/login?token=leaked&redirect=%2Fdashboard');
    await screen.findByRole('tab', { name: '手机号登录' });
    expect(getToken()).toBeUndefined();
    expect(router.state.location.href).not.toContain('leaked');
  });
});
