import { logout } from '@sddp/shared';
import { callEndpoint } from '../api-client';
import { queryClient } from '../query-client';
import { tabStore } from '../tabs/tab-store';
import { userInfoQueryOptions } from './session-queries';
import { SUPPLIER_ID_KEY } from './supplier-id';
import { clearToken } from './token';

/**
 * Spec §2.12: sign out on the server, forget everything local, then leave: to `to` when given,
 * else to the user's system logout page, else to /login.
 */
export async function signOut({ to }: { to?: string } = {}): Promise<void> {
  const exitUrl = queryClient.getQueryData(userInfoQueryOptions().queryKey)?.sysLoginOutUrl;
  await callEndpoint(logout, {}, { quiet: true }).catch(() => undefined);
  clearToken();
  localStorage.removeItem(SUPPLIER_ID_KEY);
  queryClient.clear();
  tabStore.closeAll();
  window.location.replace(to ?? (exitUrl || '/login'));
}
