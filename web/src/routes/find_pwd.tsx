import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { FindPasswordPage } from '@/features/password/find-password-page';

export const Route = createFileRoute('/find_pwd')({
  validateSearch: z.looseObject({ k: z.optional(z.coerce.string()) }),
  component: function FindPwdRoute() {
    const navigate = Route.useNavigate();
    const { k } = Route.useSearch();
    return <FindPasswordPage linkKey={k || undefined} onReset={() => void navigate({ to: '/login', replace: true })} />;
  },
});
