import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { finishSsoSignIn } from '@/features/auth/api/sso';
import { AuthRedirectPage } from '@/features/auth/auth-redirect/auth-redirect-page';
import { handOverToOpener } from '@/features/auth/auth-redirect/hand-over-to-opener';
import { UrlSignInPage } from '@/features/auth/url-sign-in/url-sign-in-page';
import { afterLoginHref } from '@/lib/session/after-login-href';
import { startSession } from '@/lib/session/start-session';

const searchSchema = z.looseObject({ redirect: z.optional(z.string()), state: z.optional(z.coerce.string()) });

/**
 * Spec §2.2, both readings: a popup hands its query to the opener and closes; a full page with a
 * provider's callback (state, code) finishes the enterprise sign-on here; any other visit moves on.
 */
export const Route = createFileRoute('/auth-redirect')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, location }) => {
    if (handOverToOpener(location.searchStr)) return;
    if (search.state) return;
    const target = search.redirect?.startsWith('/') && !search.redirect.startsWith('//') ? search.redirect : '/';
    throw redirect({ href: target, replace: true });
  },
  component: AuthRedirectRoute,
});

function AuthRedirectRoute() {
  const navigate = Route.useNavigate();
  const { searchStr } = useLocation();
  // The code is spent by the one exchange; success replaces this history entry.
  const [callback] = useState(searchStr);
  const popup = Boolean(window.opener);
  const onSignedIn = useCallback(
    (token: string, target: string | undefined) => {
      startSession(token);
      void navigate({ href: afterLoginHref({ redirect: target }), replace: true });
    },
    [navigate],
  );
  if (popup) return <AuthRedirectPage />;
  return <UrlSignInPage attempt={callback} run={() => finishSsoSignIn(callback)} onSignedIn={onSignedIn} />;
}
