import { createFileRoute } from '@tanstack/react-router';
import { ReviewQueuePage } from '@/features/delivery/review/review-queue-page';
import { reviewQueueSearchSchema } from '@/features/delivery/review/review-queue-search';

export const Route = createFileRoute('/_app/_delivery/delivery/reviews')({
  validateSearch: reviewQueueSearchSchema,
  component: ReviewQueueRoute,
});

function ReviewQueueRoute() {
  return <ReviewQueuePage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
