import { DEFAULT_AVATAR, userInfo } from '@sddp/shared';
import { daysUntilPasswordExpires, isPasswordExpired } from '#http/account-steps';
import { route } from '#http/route';
import { config } from '#kit/config';
import { presignDownload } from '#kit/s3/presign';
import { sessionSsoInfo } from '../sso/sso-sessions';

export const userInfoRoute = route(userInfo, async ({ principal }) => {
  const { user, permissions, supplierId } = principal;
  const pwdExpireTime = daysUntilPasswordExpires(user.pwdChangedAt);
  const sso = await sessionSsoInfo(principal.tokenHash, user.id);
  return {
    pwdExpireState: isPasswordExpired(user) ? ('1' as const) : ('0' as const),
    loginPwdState: user.mustChangePassword ? ('1' as const) : ('0' as const),
    pwdExpireTime,
    sysLoginOutUrl: sso.logoutUrl ?? config().SYS_LOGOUT_URL,
    huayunRegisterState: sso.inventoryRegistered ? 1 : 0,
    huayunUrl: config().HUAYUN_URL,
    roles: permissions,
    ...(supplierId === undefined ? {} : { supplierId }),
    user: {
      id: user.id,
      userCode: user.userCode,
      loginName: user.linkman || user.userCode,
      linkman: user.linkman,
      userRole: user.userRole,
      userType: user.userType,
      orgId: user.orgId,
      orgName: user.orgName,
      email: user.email,
      email2: user.email2,
      phone: user.phone,
      phone2: user.phone2,
      linkPhone: user.linkPhone,
      businessLicence: await presignDownload(user.businessLicence),
      lastLoginTime: user.lastLoginTime,
      avatar: DEFAULT_AVATAR,
      version: user.version,
    },
  };
});
