import { logout } from '@sddp/shared';
import { deleteSession } from '#entities/session';
import { route } from '#http/route';

/** Revokes on the server: the token stops working at once, whatever the browser keeps. */
export const logoutRoute = route(logout, async ({ principal }) => {
  await deleteSession(principal.tokenHash);
  return null;
});
