import { ORG_TYPE, userAdminCreateContractor } from '@sddp/shared';
import {
  claimHolder,
  claimOrgName,
  companyNameProblem,
  orgsNamed,
  createOrg,
  FIRST_NEW_ORG_ID,
  getOrg,
  type OrgRecord,
} from '#entities/org';
import { getUser, type UserRecord, newTemporaryPassword } from '#entities/user';
import { route } from '#http/route';
import { nextId } from '#kit/db/ids';
import { userRowOf } from '../data/user-rows';
import { mailCreated } from './mail-created';

/**
 * 承包商 (contractor): the organisation named companyName and its primary account (login = orgCode), in
 * one transaction as the organisation screen creates one, but with a temporary password of its own,
 * mailed to the contact and answered once. A name another organisation has is refused (the other admin
 * calls find organisations by name): the claim on the name is read first and written in the create's
 * transaction, so two concurrent creates with one new name cannot both pass the catalogue check.
 */
export const adminCreateContractorRoute = route(userAdminCreateContractor, async ({ input, language, setLogParams }) => {
  const nameTaken = () => companyNameProblem('error.userAdmin.companyNameTaken', input.companyName);
  const claim = await claimOrgName(input.companyName, nameTaken);
  if ((await orgsNamed(input.companyName)).length > 0) throw nameTaken();
  const id = await nextId('org', FIRST_NEW_ORG_ID);
  const temporary = await newTemporaryPassword();
  const org = await createOrg(
    {
      id,
      orgCode: input.orgCode,
      orgName: input.companyName,
      orgType: ORG_TYPE.contractor,
      bpCode: '',
      createTime: temporary.fields.pwdChangedAt,
      contact: { linkman: input.linkman, mobile: input.mobile, email: input.email },
    },
    temporary.fields,
    claim(id),
  ).catch((error: unknown) => settleFailedCreate(error, id, input.companyName, nameTaken));
  const account = (await getUser(org.primaryUserId)) as UserRecord;
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return { user: await userRowOf(account, language), password: await mailCreated(account, temporary, language) };
});

/**
 * A create that failed may still have committed (a transaction whose answer was lost and was sent
 * again, or retried until busy): the organisation id is this call's alone, so finding it means it did.
 * One that lost to a concurrent create of the name is the name refusal rather than 'busy'.
 */
async function settleFailedCreate(error: unknown, id: number, name: string, nameTaken: () => Error): Promise<OrgRecord> {
  const written = await getOrg(id);
  if (written) return written;
  const holder = await claimHolder(name);
  if (holder && holder.id !== id) throw nameTaken();
  throw error;
}
