import { createMemoryHistory } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session/token';
import { createAppRouter } from '@/router';
import { userInfoRoute } from './support/account';
import { envelope, stubFetch } from './support/fake-fetch';
import { renderApp } from './support/render-app';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  clearToken();
  queryClient.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app router’s search params', () => {
  it('leaves /fjLogin?k=1234 as it is and hands the page the key as text', async () => {
    const fake = stubFetch({ 'POST /user-api/auth/fenjihao_login': () => envelope({ token: 'tok-fj' }) });
    const router = renderApp('/fjLogin?k=1234');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('分机号'), '4321{Enter}');
    await waitFor(() => expect(fake.callsTo('/auth/fenjihao_login')).toHaveLength(1));
    expect(fake.callsTo('/auth/fenjihao_login')[0]?.body).toEqual({ fenjihao: '4321', k: '1234' });
    expect(router.state.location.search).toEqual({ k: '1234' });
    expect(router.history.location.search).toBe('?k=1234');
  });

  it('writes list filters of digits plainly, and the list schemas still read page and limit as numbers', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    const built = router.buildLocation({ to: '/mechanism/list', search: { page: 2, limit: 50, orgCode: '12345678' } });
    expect(built.href).toBe('/mechanism/list?page=2&limit=50&orgCode=12345678');
    const match = router
      .matchRoutes(router.parseLocation(createMemoryHistory({ initialEntries: [built.href] }).location))
      .find((candidate) => candidate.routeId === '/_app/mechanism/list');
    expect(match?.search).toMatchObject({ page: 2, limit: 50, orgCode: '12345678' });
  });

  it('reads the project suppliers’ id as a number and its name as text, however they look', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    const opened = createMemoryHistory({ initialEntries: ['/project/suppliers?id=8012&projectName=2026&flag=y'] }).location;
    const match = router.matchRoutes(router.parseLocation(opened)).find((candidate) => candidate.routeId === '/_app/project/suppliers');
    expect(match?.search).toMatchObject({ id: 8012, projectName: '2026', flag: 'y', page: 1, limit: 20 });
  });
});

describe('list routes preload their data', () => {
  it.each([
    ['/mechanism/list', '/org/admin/list', { rows: [], total: 0 }],
    ['/project/list', '/project/admin/list_project', { rows: [], total: 0 }],
  ] as const)('%s: preloading the route (as on hover) fetches the page its screen will show', async (to, path, result) => {
    setToken('tok-admin');
    const fake = stubFetch({
      ...userInfoRoute({ roles: ['admin'] }),
      'GET /user-api/project/user_project_list': () => envelope([]),
      [`GET /user-api${path}`]: () => envelope(result),
    });
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    await router.preloadRoute({ to, search: { page: 1, limit: 20 } } as never);
    await waitFor(() => expect(fake.callsTo(path)).toHaveLength(1));
    expect(new URL(fake.callsTo(path)[0]!.url, 'http://localhost').searchParams.get('limit')).toBe('20');
  });
});
