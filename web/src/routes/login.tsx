import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/login/login-page';
import { afterLoginHref } from '@/lib/session/after-login-href';
import { startSession } from '@/lib/session/start-session';

const searchSchema = z.looseObject({
  redirect: z.string().optional(),
  token: z.coerce.string().optional(),
  k: z.coerce.string().optional(),
});

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    if (!search.token) return;
    startSession(search.token);
    throw redirect({ href: afterLoginHref(search), replace: true });
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
  return <LoginPage extensionKey={search.k || undefined} onSuccess={signedIn} />;
}
