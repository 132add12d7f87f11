import { describe, expect, it } from 'vitest';
import { APP_ROUTES, PUBLIC_PATHS, canOpen, derivePermissions, menuRoutes } from '@sddp/shared';

const holder = (userRole: string, userType: string, projects: Array<{ id: number; state: string }> = []) => ({
  permissions: derivePermissions({ userRole, userType }, projects),
  userRole,
});
const menuOf = (userRole: string, userType: string, projects: Array<{ id: number; state: string }> = []) =>
  menuRoutes(holder(userRole, userType, projects)).map((route) => route.path);

describe('route access (spec §2.1, §6)', () => {
  it('the public whitelist is the four pages of §2.1 plus the extension and URL sign-in pages', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(['/auth-redirect', '/find_pwd', '/fjLogin', '/getPassIndex', '/jumpLogin', '/login']);
  });

  it('admin reaches all users, organisations, projects, DHMC, logs, notifications and the score list', () => {
    expect(menuOf('50', '100')).toEqual([
      '/dashboard',
      '/user/list',
      '/auditMatrix/list',
      '/auditBreakdown/list',
      '/delivery/requirements',
      '/mechanism/list',
      '/project/list',
      '/dhmcManage/list',
      '/log/list',
      '/datamationMaturityScore/list',
      '/message/list',
      '/device/contracts',
      '/device/reports',
      '/user/partnerPlatform',
    ]);
  });

  it('admin1 reaches organisations and projects', () => {
    expect(menuOf('50', '0')).toEqual([
      '/dashboard',
      '/auditBreakdown/list',
      '/delivery/requirements',
      '/mechanism/list',
      '/project/list',
      '/device/contracts',
      '/device/reports',
    ]);
  });

  it('owners reach the device reports (issue 14)', () => {
    expect(menuOf('30', '0')).toEqual(['/dashboard', '/delivery/reviews', '/device/reports']);
  });

  it("userAdmin reaches its organisation's user list", () => {
    expect(menuOf('10', '100')).toEqual(['/dashboard', '/user/list1', '/delivery/mine']);
  });

  it('userManage holders reach user management; plain users the dashboard', () => {
    expect(menuOf('20', '100')).toEqual(['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/reviews']);
    expect(menuOf('80', '100')).toEqual(['/dashboard']);
  });

  it('the delivery screens go by organisation type (issue 29): suppliers deliver, owners and contractors review', () => {
    // Role `user` spans all three: a supplier's account, an owner's (90) and a DHMC account (80).
    expect(menuOf('10', '0', [{ id: 8010, state: '20' }])).toEqual(['/dashboard', '/delivery/mine']);
    expect(menuOf('90', '100')).toEqual(['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/reviews']);
    expect(menuOf('90', '0')).toEqual(['/dashboard', '/delivery/reviews']);
    expect(menuOf('80', '0')).toEqual(['/dashboard']);
    expect(canOpen('/delivery/tag', holder('10', '0'))).toBe(true);
    expect(canOpen('/delivery/review', holder('10', '0'))).toBe(false);
    expect(canOpen('/delivery/tag', holder('90', '0'))).toBe(false);
    expect(canOpen('/delivery/review', holder('20', '0'))).toBe(true);
    expect(canOpen('/delivery/review', holder('30', '0'))).toBe(true);
  });

  it('hidden routes never appear in a menu but can still be opened when permitted', () => {
    const admin = holder('50', '100');
    expect(menuRoutes(admin).some((route) => route.path === '/user/checkDetail')).toBe(false);
    expect(canOpen('/user/checkDetail', admin)).toBe(true);
    expect(canOpen('/user/checkDetail', holder('50', '0'))).toBe(false);
    expect(canOpen('/profile/index', holder('10', '0'))).toBe(true);
    expect(canOpen('/no/such/route', admin)).toBe(false);
  });

  it('every route has a unique path and a title', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
