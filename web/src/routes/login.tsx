import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/login/login-page';
import { afterLoginHref } from '@/lib/session/after-login-href';
import { startSession } from '@/lib/session/start-session';

const searchSchema = z.looseObject({
  redirect: z.optional(z.string()),
  token: z.optional(z.coerce.string()),
  k: z.optional(z.coerce.string()),
});

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  // A session token in a URL leaks through history and referrers: it is never taken, only dropped from the
  // address bar (URL sign-ins use one-time hand-off codes on /jumpLogin; docs/decisions.md, issue 15).
  beforeLoad: ({ search }) => {
    if (search.token === undefined) return;
    const { token: _dropped, ...rest } = search;
    throw redirect({ to: '/login', search: rest, replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const signedIn = (token: string) => {
    startSession(token);
    void navigate({ href: afterLoginHref(search), replace: true });
  };
  return <LoginPage extensionKey={search.k || undefined} redirect={search.redirect} onSuccess={signedIn} />;
}
