import { ORG_TYPE, userAdminCreateContractor } from '@sddp/shared';
import { nextId } from '../../lib/db/ids';
import { companyNameProblem, orgsNamed } from '../../lib/data/org-by-name';
import { createOrg, FIRST_NEW_ORG_ID } from '../../lib/data/orgs';
import { userRowOf } from '../../lib/data/user-rows';
import { getUser, type UserRecord } from '../../lib/data/users';
import { route } from '../../lib/http/types';
import { newTemporaryPassword } from '../../lib/passwords/temporary-password';
import { mailCreated } from './mail-created';

/**
 * 承包商 (contractor): the organisation named companyName and its primary account (login = orgCode), in
 * one transaction as the organisation screen creates one, but with a temporary password of its own,
 * mailed to the contact and answered once. A name another organisation has is refused: the other
 * admin calls find organisations by name.
 */
export const adminCreateContractorRoute = route(userAdminCreateContractor, async ({ input, language, setLogParams }) => {
  if ((await orgsNamed(input.companyName)).length > 0) throw companyNameProblem('error.userAdmin.companyNameTaken', input.companyName);
  const temporary = await newTemporaryPassword();
  const org = await createOrg(
    {
      id: await nextId('org', FIRST_NEW_ORG_ID),
      orgCode: input.orgCode,
      orgName: input.companyName,
      orgType: ORG_TYPE.contractor,
      bpCode: '',
      createTime: temporary.fields.pwdChangedAt,
      contact: { linkman: input.linkman, mobile: input.mobile, email: input.email },
    },
    temporary.fields,
  );
  const account = (await getUser(org.primaryUserId)) as UserRecord;
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return { user: await userRowOf(account, language), password: await mailCreated(account, temporary, language) };
});
