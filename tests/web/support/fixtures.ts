import type { UserInfo } from '@sddp/shared';

export const sessionUser: UserInfo['user'] = {
  id: 7,
  userCode: 'acme01',
  loginName: 'Acme Admin',
  linkman: 'Li Lei',
  userRole: '10',
  userType: '100',
  orgId: 12,
  orgName: 'Acme',
  email: 'a@example.com',
  email2: '',
  phone: '',
  phone2: '',
  linkPhone: '',
  businessLicence: '',
  lastLoginTime: '2026-11-20 10:00:00',
  avatar: '/auth/images/user.png',
  version: 3,
};

export const userInfoFixture: UserInfo = {
  pwdExpireState: '0',
  loginPwdState: '0',
  pwdExpireTime: 80,
  sysLoginOutUrl: '',
  huayunRegisterState: 0,
  huayunUrl: '',
  roles: ['userAdmin'],
  supplierId: 8010,
  user: sessionUser,
};

/** The instant a Beijing wall-clock time names (month 0-based, as Date's): what the screens show it as, in any zone. */
export const beijingTime = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  new Date(Date.UTC(year, month, day, hour, minute, second) - 8 * 3_600_000);
