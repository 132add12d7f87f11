import { userSuppCreate } from '@sddp/shared';
import { requireOrg } from '#entities/org';
import { createGeneratedAccount, newAccountFields, newTemporaryPassword } from '#entities/user';
import { route } from '#http/route';
import { userRowOf } from '../data/user-rows';
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
  const user = await createGeneratedAccount(
    org.orgCode,
    newAccountFields({
      linkman: input.linkman,
      userRole: creator.userRole,
      orgId: creator.orgId,
      orgName: creator.orgName,
      ...temporary.fields,
    }),
  );
  setLogParams(userLogParams(user));
  return { user: await userRowOf(user, language), password: await mailCreated(user, temporary, language) };
});
