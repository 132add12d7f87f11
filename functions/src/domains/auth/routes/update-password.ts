import { updatePassword } from '@sddp/shared';
import { renewSession } from '#entities/session';
import { route } from '#http/route';
import { changePassword } from './change-password';
import { sweepSessions } from './sweep-sessions';

/**
 * The change ends every session of the account in its own transaction (sessionsValidFrom); this
 * caller's session is renewed so the web can show the result and log out after 1 s.
 */
export const updatePasswordRoute = route(updatePassword, async ({ input, principal, logger }) => {
  await changePassword(principal.user, input);
  await renewSession(principal.tokenHash);
  await sweepSessions(principal.user.id, logger, principal.tokenHash);
  return null;
});
