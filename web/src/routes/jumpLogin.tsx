import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { urlSignIn } from '@/features/auth/api/url-sign-in';
import { UrlSignInPage } from '@/features/auth/url-sign-in/url-sign-in-page';
import { afterLoginHref } from '@/lib/session/after-login-href';
import { startSession } from '@/lib/session/start-session';

const searchSchema = z.looseObject({
  secret: z.optional(z.coerce.string()),
  handoff: z.optional(z.coerce.string()),
  redirect: z.optional(z.string()),
});

/** 'secret' (a partner's signed hand-off) or 'handoff' (a one-time code), exchanged by POST and stripped from the address bar. */
export const Route = createFileRoute('/jumpLogin')({
  validateSearch: searchSchema,
  component: JumpLoginRoute,
});

function JumpLoginRoute() {
  const navigate = Route.useNavigate();
  // The first reading is kept: the address bar loses the credential at once.
  const search = Route.useSearch();
  const [params] = useState(search);
  useEffect(() => {
    void navigate({ to: '/jumpLogin', search: {}, replace: true });
  }, [navigate]);
  const onSignedIn = useCallback(
    (token: string) => {
      startSession(token);
      void navigate({ href: afterLoginHref({ redirect: params.redirect }), replace: true });
    },
    [navigate, params.redirect],
  );
  return (
    <UrlSignInPage
      attempt={params.secret ?? params.handoff ?? ''}
      run={() => urlSignIn({ secret: params.secret, handoff: params.handoff })}
      onSignedIn={onSignedIn}
    />
  );
}
