import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/password/forgot-password-page';

export const Route = createFileRoute('/getPassIndex')({
  component: function GetPassIndexRoute() {
    const navigate = Route.useNavigate();
    return <ForgotPasswordPage onDone={() => void navigate({ to: '/login', replace: true })} />;
  },
});
