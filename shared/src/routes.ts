import { DELIVERY_ACCESS } from './constants';
import { type AccessHolder, type Permission, admits } from './roles';

/** The screens of spec §2.1 with the roles that may open them; the web menu and guard read this. */
export interface AppRoute {
  path: string;
  /** Message key of the page title, under `route.` in the catalogue. */
  title: string;
  roles?: readonly Permission[];
  /** Beyond the roles, only accounts of these userRoles (`DELIVERY_ACCESS`). */
  userRoles?: readonly string[];
  hidden?: boolean;
  /** Reachable without a session token. */
  public?: boolean;
}

export const APP_ROUTES = [
  { path: '/login', title: 'login', public: true, hidden: true },
  { path: '/auth-redirect', title: 'authRedirect', public: true, hidden: true },
  { path: '/getPassIndex', title: 'forgotPassword', public: true, hidden: true },
  { path: '/find_pwd', title: 'findPassword', public: true, hidden: true },
  { path: '/dashboard', title: 'dashboard' },
  { path: '/projectHome', title: 'projectHome', hidden: true },
  { path: '/profile/index', title: 'profile', hidden: true },
  { path: '/dynamicEquipment/index', title: 'dynamicEquipment', hidden: true },
  { path: '/dynamicEquipment/detail', title: 'pumpDetail', hidden: true },
  { path: '/fjLogin', title: 'extensionLogin', public: true, hidden: true },
  /** Public: a sign-in carried by the URL ('secret', 'handoff'; issue 15). */
  { path: '/jumpLogin', title: 'jumpLogin', public: true, hidden: true },
  { path: '/resetPassword', title: 'resetPassword', hidden: true },
  { path: '/addInfo', title: 'addInfo', hidden: true },
  { path: '/401', title: 'unauthorized', hidden: true },
  { path: '/404', title: 'notFound', hidden: true },
  { path: '/user/list', title: 'allUsers', roles: ['admin'] },
  { path: '/user/checkDetail', title: 'userDetail', roles: ['admin'], hidden: true },
  { path: '/user/list1', title: 'userList', roles: ['userAdmin'] },
  { path: '/userManage/list', title: 'userManage', roles: ['userManage'] },
  { path: '/auditMatrix/list', title: 'auditMatrix', roles: ['admin', 'userManage'] },
  { path: '/auditBreakdown/list', title: 'auditBreakdown', roles: ['admin', 'admin1'] },
  /** Beyond the spec (issue 29): what each factory object class of a project's breakdown requires per tag. */
  { path: '/delivery/requirements', title: 'deliveryRequirements', roles: ['admin', 'admin1'] },
  /** Beyond the spec (issue 29): a supplier's accounts deliver the tags of their contracts; reviewers decide. */
  { path: '/delivery/mine', title: 'deliveryMine', ...DELIVERY_ACCESS.deliver },
  { path: '/delivery/tag', title: 'deliveryTag', ...DELIVERY_ACCESS.deliver, hidden: true },
  { path: '/delivery/reviews', title: 'deliveryReviews', ...DELIVERY_ACCESS.review },
  { path: '/delivery/review', title: 'deliveryReview', ...DELIVERY_ACCESS.review, hidden: true },
  { path: '/mechanism/list', title: 'orgList', roles: ['admin', 'admin1'] },
  { path: '/project/list', title: 'projectList', roles: ['admin', 'admin1'] },
  { path: '/project/suppliers', title: 'projectSuppliers', roles: ['admin', 'admin1'], hidden: true },
  { path: '/project/contractor', title: 'projectContractors', roles: ['admin', 'admin1'], hidden: true },
  { path: '/dhmcManage/list', title: 'dhmcList', roles: ['admin'] },
  { path: '/dhmcManage/detail', title: 'dhmcDetail', roles: ['admin'], hidden: true },
  { path: '/log/list', title: 'operationLog', roles: ['admin'] },
  { path: '/datamationMaturityScore/list', title: 'maturityScore', roles: ['datamationMaturityScore'] },
  { path: '/maturityScore/mine', title: 'myScores', roles: ['maturityScore'], hidden: true },
  { path: '/message/list', title: 'notices', roles: ['admin'] },
  /** Beyond the spec (issue 14): device administration behind the §7 Device calls. */
  { path: '/device/contracts', title: 'deviceContracts', roles: ['admin', 'admin1'] },
  { path: '/device/tags', title: 'deviceTags', roles: ['admin', 'admin1'], hidden: true },
  { path: '/device/item', title: 'deviceItem', roles: ['admin', 'admin1'], hidden: true },
  { path: '/device/reports', title: 'deviceReports', roles: ['admin', 'admin1', 'owner'] },
  { path: '/message/announcement', title: 'noticeEditor', roles: ['admin'], hidden: true },
  /** Beyond the spec (issue 15): partner-platform registrations behind /user/admin/{partner-platform}/save. */
  { path: '/user/partnerPlatform', title: 'partnerPlatforms', roles: ['admin'] },
  /** Beyond the spec (issue 13): the notices addressed to the user, reached from the navbar's bell. */
  { path: '/notices', title: 'inbox', hidden: true },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];
export type RouteTitle = (typeof APP_ROUTES)[number]['title'];

export const PUBLIC_PATHS: readonly string[] = APP_ROUTES.filter((r: AppRoute) => r.public).map((r) => r.path);

export function findAppRoute(path: string): AppRoute | undefined {
  return (APP_ROUTES as readonly AppRoute[]).find((route) => route.path === path);
}

export function canOpen(path: string, holder: AccessHolder): boolean {
  const route = findAppRoute(path);
  return route !== undefined && admits(route, holder);
}

/** The menu of spec §2.3: visible routes the account's roles (and userRole, for delivery) permit, in table order. */
export function menuRoutes(holder: AccessHolder): AppRoute[] {
  return (APP_ROUTES as readonly AppRoute[]).filter((route) => !route.hidden && admits(route, holder));
}
