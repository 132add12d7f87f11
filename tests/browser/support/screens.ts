import { APP_ROUTES, canOpen, findAppRoute, type AppRoute, type Permission } from '@sddp/shared';
import { fileRoutes } from '#test/route-files';
import type { DemoAccount } from './suite';

/**
 * Every screen of the web app, for the suites that visit them all: the route access table (shared
 * APP_ROUTES) and the route files under web/src/routes, so a screen added to either is visited the
 * moment it exists. Each with a concrete URL and the demo account that may open it.
 */
export interface Screen {
  /** The route as the table or the router names it (`/user/checkDetail/$orgName/$id`). */
  route: string;
  /** What to open: parameters filled in, and the query the screen expects when it needs one. */
  url: string;
  /** The demo account that opens it; none for the public screens. */
  account?: DemoAccount;
}

/** Route parameters, filled with the demo data's values. */
const PARAMS: Record<string, string> = { $orgName: encodeURIComponent('华东泵业有限公司'), $id: '1004', $: 'dashboard' };

/** The query a screen opened from another one arrives with (spec §2.1 "query id, projectName"). */
const QUERIES: Record<string, string> = {
  '/project/suppliers': `?id=8010&projectName=${encodeURIComponent('华东泵业供应商项目')}`,
  '/project/contractor': `?id=8001&projectName=${encodeURIComponent('镇海项目')}`,
  '/dhmcManage/detail': `?id=8001&name=${encodeURIComponent('镇海项目')}`,
};

const concrete = (route: string) => route.replace(/\$[A-Za-z]*/g, (param) => PARAMS[param] ?? param);

/** The access-table entry of a route, or of the table route it is a parametrised form of. */
function accessEntry(route: string): AppRoute | undefined {
  return findAppRoute(route) ?? (APP_ROUTES as readonly AppRoute[]).find((entry) => route.startsWith(`${entry.path}/`));
}

export function allScreens(accounts: readonly DemoAccount[]): Screen[] {
  const routes = [...new Set([...APP_ROUTES.map((route) => route.path as string), ...fileRoutes().keys()])].sort();
  return routes.map((route) => {
    const entry = accessEntry(route);
    const url = `${concrete(route)}${QUERIES[route] ?? ''}`;
    if (entry?.public) return { route, url };
    // Helpers that only redirect (/, /redirect/…) have no entry: any signed-in account follows them.
    const account = entry
      ? accounts.find((candidate) => canOpen(entry.path, { permissions: candidate.roles as Permission[], userRole: candidate.userRole }))
      : accounts[0];
    if (!account) throw new Error(`No demo account may open ${route}: seed one whose roles allow it`);
    return { route, url, account };
  });
}
