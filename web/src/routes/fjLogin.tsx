import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ExtensionLoginPage } from '@/features/auth/extension-login/extension-login-page';

export const Route = createFileRoute('/fjLogin')({
  validateSearch: z.looseObject({ k: z.optional(z.coerce.string()) }),
  component: function FjLoginRoute() {
    return <ExtensionLoginPage linkKey={Route.useSearch().k || undefined} />;
  },
});
