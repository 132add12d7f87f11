import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { loginHref } from './login-href';
import { decideNavigation } from './navigation-decision';
import { sessionKeys, userInfoQueryOptions, userProjectListQueryOptions } from './session-queries';
import { syncSupplierId } from './supplier-id';
import { clearToken, getToken } from './token';

interface GuardLocation {
  pathname: string;
  searchStr: string;
}

/** Runs in the root route's beforeLoad on every navigation; throws a redirect when one is due. */
export async function guardNavigation(queryClient: QueryClient, location: GuardLocation): Promise<void> {
  const input = { token: getToken(), pathname: location.pathname, search: location.searchStr };
  let decision = decideNavigation(input);
  if (decision.kind === 'load') {
    try {
      await queryClient.ensureQueryData(userProjectListQueryOptions());
      const userInfo = await queryClient.ensureQueryData(userInfoQueryOptions());
      if (!userInfo?.roles?.length) throw new Error(i18n.t('error.rolesRequired'));
      syncSupplierId(userInfo);
      decision = decideNavigation({ ...input, userInfo });
    } catch (error) {
      // A navigation that was superseded (a reload, a quick click elsewhere) is not a session error.
      if (isAborted(error)) throw error;
      // A request that never reached the server says nothing about the session: keep the token.
      if (!isApiError(error) || error.kind === 'server') clearToken();
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      const message = error instanceof Error && error.message ? error.message : i18n.t('error.navigation');
      toast.error(message);
      decision = { kind: 'redirect', to: loginHref(`${location.pathname}${location.searchStr}`) };
    }
  }
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
}

function isAborted(error: unknown): boolean {
  return isCancelledError(error) || (error instanceof DOMException && error.name === 'AbortError');
}
