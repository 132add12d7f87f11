import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PAGE } from '@sddp/shared';
import { ReviewQueuePage } from '@/features/delivery/review/review-queue-page';

const positive = z.coerce.number().check(z.int(), z.positive());

export const Route = createFileRoute('/_app/delivery/reviews')({
  validateSearch: z.object({
    page: z.catch(z._default(positive, PAGE.first), PAGE.first),
    limit: z.catch(z._default(positive, PAGE.defaultSize), PAGE.defaultSize),
  }),
  component: ReviewQueueRoute,
});

function ReviewQueueRoute() {
  return <ReviewQueuePage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
