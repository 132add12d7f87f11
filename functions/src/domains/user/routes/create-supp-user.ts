import { userSuppCreate } from '@sddp/shared';
import { createGeneratedAccount } from '#entities/user';
import { requireOrg } from '#entities/org';
import { userRowOf } from '../data/user-rows';
import { route } from '#http/types';
import { newTemporaryPassword } from '#entities/user';
import { mailCreated } from './mail-created';
import { userLogParams } from './user-log';

/**
 * Add user, reading A (§2.18): only a name. The server makes the login (organisation code + '_' + a
 * number); the account inherits orgId, orgName and userRole, and gets no projects until its manager
 * assigns some (docs/decisions.md "Generated login accounts").
 */
export const createSuppUserRoute = route(userSuppCreate, async ({ input, principal, language, setLogParams }) => {
  const creator = principal.user;
  const org = await requireOrg(creator.orgId);
  const temporary = await newTemporaryPassword();
  const user = await createGeneratedAccount(org.orgCode, {
    linkman: input.linkman,
    userRole: creator.userRole,
    userType: '',
    orgId: creator.orgId,
    orgName: creator.orgName,
    orgDepartment: '',
    email: '',
    email2: '',
    phone: '',
    phone2: '',
    linkPhone: '',
    businessLicence: '',
    permissionType: [],
    ...temporary.fields,
    createTime: temporary.fields.pwdChangedAt,
  });
  setLogParams(userLogParams(user));
  return { user: await userRowOf(user, language), password: await mailCreated(user, temporary, language) };
});
