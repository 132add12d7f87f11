import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { captchaImage, login, userInfo, type Endpoint } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { callEndpoint, configureApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { clearToken, getToken, setToken } from '@/lib/session/token';
import { envelope, stubFetch } from '../support/fake-fetch';

const onUnauthorized = vi.fn();
const onError = vi.fn();

beforeEach(async () => {
  configureApiClient({ onUnauthorized, onError });
  clearToken();
  await changeLanguage('zh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('callEndpoint', () => {
  it('returns the envelope result on code 200', async () => {
    stubFetch({ 'GET /user-api/cap_img': () => envelope({ imageBase64: 'data:image/svg+xml;base64,AA', key: 'k1' }) });
    await expect(callEndpoint(captchaImage, {})).resolves.toEqual({ imageBase64: 'data:image/svg+xml;base64,AA', key: 'k1' });
  });

  it('sends GET input as a query string and POST input as a JSON body', async () => {
    const search: Endpoint = { ...captchaImage, id: 'test.search', path: '/test/search', output: z.null() };
    const fake = stubFetch({
      'GET /user-api/test/search': () => envelope(null),
      'POST /user-api/auth/login': () => envelope({ token: 't' }),
    });
    await callEndpoint(search, { page: 2, name: 'a b', ids: [1, 2], skip: undefined } as never);
    await callEndpoint(login, { username: 'u', password: 'h', captcha: 'abcd', key: 'k' });
    expect(fake.calls[0]?.url).toBe('/user-api/test/search?page=2&name=a+b&ids=1&ids=2');
    expect(fake.calls[0]?.body).toBeUndefined();
    expect(fake.calls[1]?.url).toBe('/user-api/auth/login');
    expect(fake.calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(fake.calls[1]?.body).toEqual({ username: 'u', password: 'h', captcha: 'abcd', key: 'k' });
  });

  it('sends x-token when a session exists and Accept-Language of the current language', async () => {
    const fake = stubFetch({ 'GET /user-api/cap_img': () => envelope({ imageBase64: 'x', key: 'k' }) });
    await callEndpoint(captchaImage, {});
    expect(fake.calls[0]?.headers['x-token']).toBeUndefined();
    expect(fake.calls[0]?.headers['Accept-Language']).toBe('zh');

    setToken('tok-1');
    await changeLanguage('en');
    await callEndpoint(captchaImage, {});
    expect(fake.calls[1]?.headers['x-token']).toBe('tok-1');
    expect(fake.calls[1]?.headers['Accept-Language']).toBe('en');
  });

  it('throws one ApiError with the field errors of a 400 and toasts its message', async () => {
    stubFetch({
      'POST /user-api/auth/login': () => envelope({ fieldErrors: { captcha: '请输入4位验证码' } }, 400, '输入有误，请检查后重试'),
    });
    const error = await callEndpoint(login, { username: 'u', password: 'h', captcha: 'a', key: 'k' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: '输入有误，请检查后重试', fieldErrors: { captcha: '请输入4位验证码' } });
    expect(onError).toHaveBeenCalledWith('输入有误，请检查后重试');
  });

  it('treats a non-200 envelope code as a failure even on HTTP 200', async () => {
    stubFetch({ 'GET /user-api/cap_img': () => ({ status: 200, body: { code: 500, message: 'boom', result: null } }) });
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ code: 500, message: 'boom' });
  });

  it('fails a success whose body was cut off or is no envelope as a network error, never an empty result, and keeps the session', async () => {
    setToken('tok-1');
    stubFetch({ 'GET /user-api/cap_img': () => ({ status: 200, body: undefined, cutOff: true }) });
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ kind: 'network', code: 0, message: '网络错误，请稍后重试' });
    stubFetch({ 'GET /user-api/cap_img': () => ({ status: 200, body: '<!doctype html>' }) });
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(getToken()).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads a failed answer without an envelope by its HTTP status', async () => {
    stubFetch({ 'GET /user-api/cap_img': () => ({ status: 502, body: undefined, cutOff: true }) });
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ kind: 'server', code: 502 });
  });

  it('stays silent when the caller handles errors (quiet)', async () => {
    stubFetch({ 'GET /user-api/cap_img': () => envelope(null, 500, 'boom') });
    await expect(callEndpoint(captchaImage, {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('on 401 with a session clears the token and hands over to the login redirect, without a toast', async () => {
    setToken('expired');
    stubFetch({ 'GET /user-api/user/info': () => envelope(null, 401, '登录已过期，请重新登录') });
    await expect(callEndpoint(userInfo, {})).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('on 401 without a session (a failed sign-in) only toasts the message', async () => {
    stubFetch({ 'POST /user-api/auth/login': () => envelope(null, 401, '账号或密码错误') });
    await expect(callEndpoint(login, { username: 'u', password: 'h', captcha: 'abcd', key: 'k' })).rejects.toMatchObject({
      code: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('账号或密码错误');
  });

  it('aborts after 10 s with a localised timeout error', async () => {
    vi.useFakeTimers();
    const fake = stubFetch({});
    fake.fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = callEndpoint(captchaImage, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect(onError).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('turns a network failure into a localised ApiError', async () => {
    stubFetch({});
    await changeLanguage('en');
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(onError).toHaveBeenCalledWith(expect.stringMatching(/network/i));
  });

  it('repeats a 503 once after Retry-After, and answers with the retry', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const busy = { status: 503, headers: { 'retry-after': '2' }, body: { code: 503, message: '服务器繁忙，请稍后重试', result: null } };
    const fake = stubFetch({
      'POST /user-api/auth/login': () => (++attempts === 1 ? busy : envelope({ token: 't' })),
    });
    const result = callEndpoint(login, { username: 'u', password: 'h', captcha: 'abcd', key: 'k' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ token: 't' });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.body).toEqual(fake.calls[0]?.body);
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after the one retry of a 503 and shows the message', async () => {
    vi.useFakeTimers();
    const fake = stubFetch({
      'GET /user-api/cap_img': () => ({ status: 503, headers: { 'retry-after': '1' }, body: { code: 503, message: 'busy', result: null } }),
    });
    const result = callEndpoint(captchaImage, {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toMatchObject({ code: 503, message: 'busy', retryAfterSeconds: 1 });
    expect(fake.calls).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith('busy');
  });

  it('does not repeat other failures', async () => {
    const fake = stubFetch({ 'GET /user-api/cap_img': () => envelope(null, 409, 'changed') });
    await expect(callEndpoint(captchaImage, {})).rejects.toMatchObject({ code: 409 });
    expect(fake.calls).toHaveLength(1);
  });

  it("refuses a test's fake success that the server could not answer (outside the endpoint's output schema)", async () => {
    const fake = stubFetch({ 'GET /user-api/cap_img': () => envelope({ imageBase64: 42 }) });
    await expect(callEndpoint(captchaImage, {}, { quiet: true })).rejects.toMatchObject({ kind: 'network' });
    await expect(fake.fetchMock.mock.results[0]?.value).rejects.toThrow(/outside its contract/);
  });
});
