import { updateProfile } from '@sddp/shared';
import { updateContact } from '../../lib/data/user-updates';
import { route } from '../../lib/http/types';

/** The profile card of spec §2.11. */
export const updateProfileRoute = route(updateProfile, async ({ input, principal }) => {
  await updateContact(principal.user, { linkman: input.linkman, linkPhone: input.linkPhone, email: input.email, email2: input.email2 });
  return null;
});
