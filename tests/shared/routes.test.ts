import { describe, expect, it } from 'vitest';
import { APP_ROUTES, PUBLIC_PATHS, canOpen, derivePermissions, menuRoutes } from '@sddp/shared';

const menuOf = (userRole: string, userType: string, projects: Array<{ id: number; state: string }> = []) =>
  menuRoutes(derivePermissions({ userRole, userType }, projects)).map((route) => route.path);

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

  it('userManage holders reach user management; plain users the dashboard and the delivery screens (issue 29)', () => {
    expect(menuOf('20', '100')).toEqual(['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/reviews']);
    expect(menuOf('90', '100')).toEqual(['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/mine', '/delivery/reviews']);
    expect(menuOf('10', '0', [{ id: 8010, state: '20' }])).toEqual(['/dashboard', '/delivery/mine', '/delivery/reviews']);
    expect(menuOf('80', '100')).toEqual(['/dashboard', '/delivery/mine', '/delivery/reviews']);
  });

  it('hidden routes never appear in a menu but can still be opened when permitted', () => {
    const admin = derivePermissions({ userRole: '50', userType: '100' }, []);
    expect(menuRoutes(admin).some((route) => route.path === '/user/checkDetail')).toBe(false);
    expect(canOpen('/user/checkDetail', admin)).toBe(true);
    expect(canOpen('/user/checkDetail', ['admin1'])).toBe(false);
    expect(canOpen('/profile/index', ['user'])).toBe(true);
    expect(canOpen('/no/such/route', admin)).toBe(false);
  });

  it('every route has a unique path and a title', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
