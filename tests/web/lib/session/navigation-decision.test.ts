import { describe, expect, it } from 'vitest';
import type { Permission } from '@sddp/shared';
import { decideNavigation, type NavigationInput } from '@/lib/session/navigation-decision';

type Info = NonNullable<NavigationInput['userInfo']>;
const user = (overrides: Partial<Omit<Info, 'user'>> & { email?: string; roles?: Permission[]; userRole?: string } = {}): Info => ({
  loginPwdState: '0',
  pwdExpireState: '0',
  roles: overrides.roles ?? ['user'],
  ...overrides,
  user: { email: overrides.email ?? 'a@example.com', userRole: overrides.userRole ?? '10' },
});

const T = 'token';

const cases: Array<[string, NavigationInput, ReturnType<typeof decideNavigation>]> = [
  // Without a token: the whitelist opens, everything else goes to login with the path.
  ['no token, /login', { token: undefined, pathname: '/login' }, { kind: 'allow' }],
  ['no token, /auth-redirect', { token: undefined, pathname: '/auth-redirect' }, { kind: 'allow' }],
  ['no token, /getPassIndex', { token: undefined, pathname: '/getPassIndex' }, { kind: 'allow' }],
  ['no token, /find_pwd', { token: undefined, pathname: '/find_pwd', search: '?k=abc' }, { kind: 'allow' }],
  [
    'no token, a private path keeps path and query in redirect',
    { token: undefined, pathname: '/user/list', search: '?page=2' },
    { kind: 'redirect', to: '/login?redirect=%2Fuser%2Flist%3Fpage%3D2' },
  ],
  [
    'no token, /resetPassword',
    { token: undefined, pathname: '/resetPassword' },
    { kind: 'redirect', to: '/login?redirect=%2FresetPassword' },
  ],
  ['no token, unknown path', { token: undefined, pathname: '/nope' }, { kind: 'redirect', to: '/login?redirect=%2Fnope' }],
  // With a token: three screens open directly.
  ['token, /login opens directly', { token: T, pathname: '/login' }, { kind: 'allow' }],
  ['token, /addInfo opens directly', { token: T, pathname: '/addInfo' }, { kind: 'allow' }],
  ['token, /resetPassword opens directly', { token: T, pathname: '/resetPassword' }, { kind: 'allow' }],
  ["token, '/' goes to /dashboard", { token: T, pathname: '/' }, { kind: 'redirect', to: '/dashboard' }],
  // Everything else first needs the user.
  ['token, no user yet', { token: T, pathname: '/dashboard' }, { kind: 'load' }],
  ['token, whitelisted path still loads the user', { token: T, pathname: '/find_pwd' }, { kind: 'load' }],
  [
    'first login forces /resetPassword',
    { token: T, pathname: '/dashboard', userInfo: user({ loginPwdState: '1' }) },
    { kind: 'redirect', to: '/resetPassword' },
  ],
  ['no email forces /addInfo', { token: T, pathname: '/dashboard', userInfo: user({ email: '' }) }, { kind: 'redirect', to: '/addInfo' }],
  [
    'first login wins over no email',
    { token: T, pathname: '/log/list', userInfo: user({ loginPwdState: '1', email: '' }) },
    { kind: 'redirect', to: '/resetPassword' },
  ],
  ['unknown path goes to /404', { token: T, pathname: '/nope', userInfo: user() }, { kind: 'redirect', to: '/404' }],
  [
    'forbidden route goes to /401',
    { token: T, pathname: '/user/list', userInfo: user({ roles: ['userAdmin'] }) },
    { kind: 'redirect', to: '/401' },
  ],
  ['permitted role-gated route opens', { token: T, pathname: '/user/list', userInfo: user({ roles: ['admin'] }) }, { kind: 'allow' }],
  [
    'a grant opens its route',
    { token: T, pathname: '/userManage/list', userInfo: user({ roles: ['provider', 'userManage'] }) },
    { kind: 'allow' },
  ],
  [
    'admin1 may not open the log',
    { token: T, pathname: '/log/list', userInfo: user({ roles: ['admin1'] }) },
    { kind: 'redirect', to: '/401' },
  ],
  [
    "a supplier's account opens its deliveries, not the reviews",
    { token: T, pathname: '/delivery/mine', userInfo: user({ roles: ['user'], userRole: '10' }) },
    { kind: 'allow' },
  ],
  [
    "the reviews are not a supplier's, though its role is user",
    { token: T, pathname: '/delivery/reviews', userInfo: user({ roles: ['user'], userRole: '10' }) },
    { kind: 'redirect', to: '/401' },
  ],
  [
    "an owner's account of role user reviews and delivers nothing",
    { token: T, pathname: '/delivery/mine', userInfo: user({ roles: ['user'], userRole: '90' }) },
    { kind: 'redirect', to: '/401' },
  ],
  [
    "an owner's account of role user opens the reviews",
    { token: T, pathname: '/delivery/reviews', userInfo: user({ roles: ['user'], userRole: '90' }) },
    { kind: 'allow' },
  ],
  [
    'user detail with params resolves to its route',
    { token: T, pathname: '/user/checkDetail/Acme/7', userInfo: user({ roles: ['admin'] }) },
    { kind: 'allow' },
  ],
  [
    'user detail with params is still admin-only',
    { token: T, pathname: '/user/checkDetail/Acme/7', userInfo: user() },
    { kind: 'redirect', to: '/401' },
  ],
  [
    'a trailing slash matches the route',
    { token: T, pathname: '/project/list/', userInfo: user({ roles: ['admin1'] }) },
    { kind: 'allow' },
  ],
  ['unrestricted hidden route opens', { token: T, pathname: '/profile/index', userInfo: user() }, { kind: 'allow' }],
  ['/redirect helper opens', { token: T, pathname: '/redirect/user/list', userInfo: user() }, { kind: 'allow' }],
  [
    'expired password on the dashboard',
    { token: T, pathname: '/dashboard', userInfo: user({ pwdExpireState: '1' }) },
    { kind: 'redirect', to: '/find_pwd?k=overdue' },
  ],
  [
    'expired password elsewhere is not forced',
    { token: T, pathname: '/profile/index', userInfo: user({ pwdExpireState: '1' }) },
    { kind: 'allow' },
  ],
  [
    'the expiry screen itself opens',
    { token: T, pathname: '/find_pwd', search: '?k=overdue', userInfo: user({ pwdExpireState: '1' }) },
    { kind: 'allow' },
  ],
  ['error pages open', { token: T, pathname: '/401', userInfo: user() }, { kind: 'allow' }],
];

describe('decideNavigation (spec §2.2)', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(decideNavigation(input)).toEqual(expected);
  });
});
