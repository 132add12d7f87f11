import { updatePassword } from '@sddp/shared';
import { revokeSessionsOf } from '../../lib/data/sessions';
import { route } from '../../lib/http/types';
import { changePassword } from './change-password';

/** After the change every other session of the account ends; the web logs this one out after 1 s. */
export const updatePasswordRoute = route(updatePassword, async ({ input, principal }) => {
  await changePassword(principal.user, input);
  await revokeSessionsOf(principal.user.id, principal.tokenHash);
  return null;
});
