import { DEFAULT_AVATAR, userInfo } from '@sddp/shared';
import { config } from '../../lib/config';
import { route } from '../../lib/http/types';
import { passwordPolicy } from '../../lib/password-policy';
import { presignDownload } from '../../lib/s3/presign';
import { DAY_MS } from '../../lib/time';

/** Days until the password reaches the policy's maximum age; 0 or negative once it has. */
export function daysUntilPasswordExpires(pwdChangedAt: string, now = new Date()): number {
  const age = Math.floor((now.getTime() - new Date(pwdChangedAt).getTime()) / DAY_MS);
  return passwordPolicy().maxAgeDays - age;
}

export const userInfoRoute = route(userInfo, async ({ principal }) => {
  const { user, permissions, supplierId } = principal;
  const pwdExpireTime = daysUntilPasswordExpires(user.pwdChangedAt);
  // The daily job's flag, or the age itself for a password that expired since the job last ran.
  const expired = user.pwdExpired || pwdExpireTime <= 0;
  return {
    pwdExpireState: expired ? ('1' as const) : ('0' as const),
    loginPwdState: user.mustChangePassword ? ('1' as const) : ('0' as const),
    pwdExpireTime,
    sysLoginOutUrl: config().SYS_LOGOUT_URL,
    huayunRegisterState: 0,
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
    },
  };
});
