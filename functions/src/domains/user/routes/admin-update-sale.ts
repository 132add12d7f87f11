import { ERROR_CODE, ORG_TYPE, userAdminUpdateSale } from '@sddp/shared';
import { type OrgRecord, requireOrg, updateOrgDetails } from '#entities/org';
import { getUser, type UserRecord } from '#entities/user';
import { route } from '#http/route';
import { AppError, presentingStale } from '#kit/errors';
import { userRowOf } from '../data/user-rows';

const notSupplier = () => new AppError(ERROR_CODE.invalid, 'error.userAdmin.notSupplier');

/** A stale edit's 409 shows the organisation's contact as it is now, with the version to send again. */
const presentContact = (org: OrgRecord) => ({ orgId: org.id, orgName: org.orgName, ...org.contact, version: org.version });

/**
 * 销售 (the supplier's sales contact): a supplier organisation's contact, which is its primary
 * account's name, mobile and e-mail, changed with the organisation in one versioned transaction (the
 * version is the organisation's, the one read when none is sent); the login stays. Any other kind of
 * organisation is refused.
 */
export const adminUpdateSaleRoute = route(userAdminUpdateSale, async ({ input, language, setLogParams }) => {
  const read = await requireOrg(input.orgId);
  if (read.orgType !== ORG_TYPE.supplier) throw notSupplier();
  // The name is written back as read: the version read (or sent) keeps a rename meanwhile from being undone.
  const edit = updateOrgDetails(
    input.orgId,
    { orgName: read.orgName, contact: { linkman: input.linkman, mobile: input.mobile, email: input.email } },
    { expectedVersion: input.version ?? read.version },
  );
  const org = await presentingStale(edit, presentContact);
  const account = (await getUser(org.primaryUserId)) as UserRecord;
  setLogParams({ orgName: org.orgName, linkman: account.linkman });
  return userRowOf(account, language);
});
