import { findAppRoute, type AppRoute } from '@sddp/shared';

export interface RouteMatch {
  route: AppRoute;
  /** The :orgName segment of /user/checkDetail/:orgName/:id, shown as the tab title. */
  orgName?: string;
}

const USER_DETAIL = '/user/checkDetail';

/** Finds the APP_ROUTES entry of a concrete pathname, resolving the one parametrised route. */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = findAppRoute(path);
  if (exact) return { route: exact };
  const detail = new RegExp(`^${USER_DETAIL}/([^/]+)/([^/]+)$`).exec(path);
  const route = detail ? findAppRoute(USER_DETAIL) : undefined;
  return route && detail?.[1] ? { route, orgName: decodeURIComponent(detail[1]) } : undefined;
}

/** /redirect/* only rewrites the location; it is no screen of its own. */
export function isRedirectHelper(pathname: string): boolean {
  return pathname.startsWith('/redirect/');
}
