import { ERROR_CODE, formatMessage, userAdminCreate, type MessageKey } from '@sddp/shared';
import { requireOrgNamed } from '#entities/org';
import { createAccount, newAccountFields, newTemporaryPassword } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { userRowOf } from '../data/user-rows';
import { mailCreated } from './mail-created';
import { userLogParams } from './user-log';

/**
 * An account in the organisation named companyName. An account's category is its organisation's type
 * everywhere else, so a userRole that is not is refused, not stored; the account has no projects
 * until they are assigned, and its own temporary password, mailed and answered once.
 */
export const adminCreateUserRoute = route(userAdminCreate, async ({ input, language, setLogParams }) => {
  const org = await requireOrgNamed(input.companyName);
  if (input.userRole !== org.orgType) {
    const orgType = `${org.orgType} ${formatMessage(language, `export.users.role.${org.orgType}` as MessageKey)}`;
    throw new AppError(ERROR_CODE.invalid, 'error.userAdmin.roleNotOrgType', {
      params: { orgType },
      fieldErrors: { userRole: 'error.userAdmin.roleNotOrgType' },
      fieldParams: { userRole: { orgType } },
    });
  }
  const temporary = await newTemporaryPassword();
  const user = await createAccount(
    newAccountFields({
      userCode: input.userCode,
      linkman: input.linkman,
      userRole: org.orgType,
      orgId: org.id,
      orgName: org.orgName,
      orgDepartment: input.orgDepartment ?? '',
      email: input.email,
      linkPhone: input.linkPhone,
      ...temporary.fields,
    }),
    [],
  );
  setLogParams(userLogParams(user));
  return { user: await userRowOf(user, language), password: await mailCreated(user, temporary, language) };
});
