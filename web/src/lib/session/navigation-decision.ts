import { PUBLIC_PATHS, admits, type UserInfo } from '@sddp/shared';
import { isRedirectHelper, matchAppRoute } from '../route-match';
import { loginHref } from './login-href';

export type NavigationDecision = { kind: 'allow' } | { kind: 'load' } | { kind: 'redirect'; to: string };

export interface NavigationInput {
  token: string | undefined;
  pathname: string;
  /** The query string, '' or starting with '?'. */
  search?: string;
  userInfo?: Pick<UserInfo, 'loginPwdState' | 'pwdExpireState' | 'roles'> & { user: Pick<UserInfo['user'], 'email' | 'userRole'> };
}

/** With a token these open without loading the user first (spec §2.2). */
export const DIRECT_PATHS: readonly string[] = ['/login', '/addInfo', '/resetPassword'];

const ALLOW: NavigationDecision = { kind: 'allow' };
const to = (href: string): NavigationDecision => ({ kind: 'redirect', to: href });

/**
 * The navigation rules of spec §2.2 as one pure function. 'load' asks the caller to load the
 * project list and user info, then decide again with `userInfo`.
 */
export function decideNavigation({ token, pathname, search = '', userInfo }: NavigationInput): NavigationDecision {
  if (!token) return PUBLIC_PATHS.includes(pathname) ? ALLOW : to(loginHref(`${pathname}${search}`));
  if (DIRECT_PATHS.includes(pathname)) return ALLOW;
  if (pathname === '/') return to('/dashboard');
  if (!userInfo) return { kind: 'load' };
  if (userInfo.loginPwdState === '1') return to('/resetPassword');
  if (!userInfo.user.email) return to('/addInfo');
  if (isRedirectHelper(pathname)) return ALLOW;
  const match = matchAppRoute(pathname);
  if (!match) return to('/404');
  if (!admits(match.route, { permissions: userInfo.roles, userRole: userInfo.user.userRole })) return to('/401');
  if (match.route.path === '/dashboard' && userInfo.pwdExpireState === '1') return to('/find_pwd?k=overdue');
  return ALLOW;
}
