import { createFileRoute } from '@tanstack/react-router';
import { CompleteInfoPage } from '@/features/complete-info/complete-info-page';

export const Route = createFileRoute('/addInfo')({
  component: function AddInfoRoute() {
    const navigate = Route.useNavigate();
    return <CompleteInfoPage onDone={() => void navigate({ to: '/', replace: true })} />;
  },
});
