export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/** When opened as a sign-in popup, leave the query for the opener and close; false otherwise. */
export function handOverToOpener(searchStr: string): boolean {
  if (!window.opener) return false;
  localStorage.setItem(OAUTH_CODE_KEY, searchStr.replace(/^\?/, ''));
  window.close();
  return true;
}
