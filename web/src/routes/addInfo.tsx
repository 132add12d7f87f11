import { createFileRoute } from '@tanstack/react-router';
import { AddInfoPage } from '@/features/add-info/add-info-page';

export const Route = createFileRoute('/addInfo')({
  component: function AddInfoRoute() {
    const navigate = Route.useNavigate();
    return <AddInfoPage onDone={() => void navigate({ to: '/', replace: true })} />;
  },
});
