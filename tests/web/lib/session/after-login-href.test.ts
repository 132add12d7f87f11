import { describe, expect, it } from 'vitest';
import { afterLoginHref } from '@/lib/session/after-login-href';

describe('afterLoginHref', () => {
  it("goes to '/' without a redirect", () => {
    expect(afterLoginHref({})).toBe('/');
  });

  it('goes to the redirect, keeping its own query and the other parameters', () => {
    expect(afterLoginHref({ redirect: '/user/list?page=2', lang: 'en', token: 'x' })).toBe('/user/list?page=2&lang=en');
  });

  it('refuses other origins and the login page itself', () => {
    expect(afterLoginHref({ redirect: '//evil.example/x' })).toBe('/');
    expect(afterLoginHref({ redirect: 'https://evil.example/' })).toBe('/');
    expect(afterLoginHref({ redirect: '/login' })).toBe('/');
  });
});
