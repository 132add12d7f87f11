import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ReviewTagPage } from '@/features/delivery/review/review-tag-page';

export const Route = createFileRoute('/_app/_delivery/delivery/review')({
  validateSearch: z.object({ tagId: z.catch(z.coerce.number().check(z.int(), z.positive()), 0) }),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { tagId } = Route.useSearch();
  return <ReviewTagPage key={tagId} tagId={tagId} />;
}
