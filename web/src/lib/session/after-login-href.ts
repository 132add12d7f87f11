// k is the single-use extension sign-in key: spent once signed in.
const SIGN_IN_PARAMS = ['redirect', 'token', 'k'];

/**
 * Spec §2.4: after signing in go to the `redirect` query parameter (or '/'), keeping the other
 * query parameters. Only same-origin paths are followed.
 */
export function afterLoginHref(search: Record<string, unknown>): string {
  const redirect = search.redirect;
  const safe = typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//');
  const url = new URL(safe ? redirect : '/', 'http://sddp.invalid');
  if (url.pathname === '/login') url.pathname = '/';
  for (const [name, value] of Object.entries(search)) {
    if (SIGN_IN_PARAMS.includes(name) || value === undefined || value === null) continue;
    url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
