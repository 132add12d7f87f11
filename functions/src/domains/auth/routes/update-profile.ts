import { updateProfile } from '@sddp/shared';
import { editContact, type UserRecord } from '#entities/user';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { contactWriterFor } from './contact-writer';

/** What the profile card shows of an account, as /user/info's user has it. */
const profileOf = (user: UserRecord) => ({
  linkman: user.linkman,
  linkPhone: user.linkPhone,
  email: user.email,
  email2: user.email2,
  version: user.version,
});

/** The profile card of spec §2.11. */
export const updateProfileRoute = route(updateProfile, async ({ input, principal, setLogChanges }) => {
  const { version, ...fields } = input;
  await presentingStale(editContact(principal.user, fields, version, contactWriterFor(principal.user, fields)), profileOf);
  setLogChanges(principal.user, { ...principal.user, ...fields }, ['linkman', 'linkPhone', 'email', 'email2']);
  return null;
});
