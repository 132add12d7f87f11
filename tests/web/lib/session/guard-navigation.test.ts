import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardNavigation } from '@/lib/session/guard-navigation';
import { clearToken, getToken, setToken } from '@/lib/session/token';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { userInfoFixture } from '../../support/fixtures';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const info = userInfoFixture;

const redirectOf = async (promise: Promise<void>) => {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  return isRedirect(thrown) ? thrown.options.href : thrown;
};

beforeEach(() => {
  clearToken();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('guardNavigation', () => {
  it('loads the project list, then the user, and stores the supplierId', async () => {
    setToken('t');
    const fake = stubFetch({
      'GET /user-api/project/user_project_list': () => envelope([]),
      'GET /user-api/user/info': () => envelope(info),
    });
    await expect(guardNavigation(new QueryClient(), { pathname: '/user/list1', searchStr: '' })).resolves.toBeUndefined();
    expect(fake.calls.map((call) => call.url)).toEqual(['/user-api/project/user_project_list', '/user-api/user/info']);
    expect(localStorage.getItem('supplierId')).toBe('8010');
  });

  it('redirects a forbidden route to /401 once the user is known', async () => {
    setToken('t');
    stubFetch({
      'GET /user-api/project/user_project_list': () => envelope([]),
      'GET /user-api/user/info': () => envelope({ ...info, supplierId: undefined }),
    });
    localStorage.setItem('supplierId', '8010');
    expect(await redirectOf(guardNavigation(new QueryClient(), { pathname: '/log/list', searchStr: '' }))).toBe('/401');
    expect(localStorage.getItem('supplierId')).toBeNull();
  });

  it('on a loading error clears the token, shows the error and returns to login with the path', async () => {
    setToken('t');
    stubFetch({
      'GET /user-api/project/user_project_list': () => envelope([]),
      'GET /user-api/user/info': () => envelope(null, 500, '服务器错误，请稍后重试'),
    });
    const target = await redirectOf(guardNavigation(new QueryClient(), { pathname: '/user/list1', searchStr: '?a=1' }));
    expect(target).toBe('/login?redirect=%2Fuser%2Flist1%3Fa%3D1');
    expect(getToken()).toBeUndefined();
    // The toast library is fetched on first use (issue 16).
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('服务器错误，请稍后重试', expect.anything()));
  });

  it('keeps the token when a request never reached the server (a reload mid-load, the network)', async () => {
    setToken('t');
    stubFetch({
      'GET /user-api/project/user_project_list': () => envelope([]),
      'GET /user-api/user/info': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const target = await redirectOf(guardNavigation(new QueryClient(), { pathname: '/user/list1', searchStr: '' }));
    expect(target).toBe('/login?redirect=%2Fuser%2Flist1');
    expect(getToken()).toBe('t');
  });

  it('keeps the token when an answer is cut off mid-body (the page is leaving)', async () => {
    setToken('t');
    stubFetch({ 'GET /user-api/project/user_project_list': () => ({ status: 200, body: undefined, cutOff: true }) });
    const target = await redirectOf(guardNavigation(new QueryClient(), { pathname: '/user/list1', searchStr: '' }));
    expect(target).toBe('/login?redirect=%2Fuser%2Flist1');
    expect(getToken()).toBe('t');
  });
});
