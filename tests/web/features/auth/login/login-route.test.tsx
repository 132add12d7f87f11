import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/session/token';
import { userInfoRoute } from '../../../support/account';
import { envelope, stubFetch } from '../../../support/fake-fetch';
import { renderApp } from '../../../support/render-app';
import { useSignedOutApp } from '../../../support/signed-in-api';

useSignedOutApp();

describe('/login route', () => {
  it('turns the k of the query into extension sign-in and drops it after signing in', async () => {
    const fake = stubFetch({
      'POST /user-api/auth/fenjihao_login': () => envelope({ token: 'tok-ext' }),
      ...userInfoRoute(),
    });
    const router = renderApp('/login?k=abc&redirect=%2FaddInfo');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('分机号'), '0815{Enter}');
    await waitFor(() => expect(getToken()).toBe('tok-ext'));
    expect(fake.callsTo('/auth/fenjihao_login')[0]?.body).toEqual({ fenjihao: '0815', k: 'abc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/addInfo'));
    expect(router.state.location.search).not.toHaveProperty('k');
  });

  it('offers account and phone sign-in without k', async () => {
    stubFetch({ 'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/png;base64,AA', key: 'key-1' }) });
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.queryByLabelText('分机号')).not.toBeInTheDocument();
  });
});
