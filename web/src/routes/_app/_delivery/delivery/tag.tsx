import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TagDeliveryPage } from '@/features/delivery/supplier/tag-delivery-page';

export const Route = createFileRoute('/_app/_delivery/delivery/tag')({
  validateSearch: z.object({ tagId: z.catch(z.coerce.number().check(z.int(), z.positive()), 0) }),
  component: TagDeliveryRoute,
});

function TagDeliveryRoute() {
  const { tagId } = Route.useSearch();
  return <TagDeliveryPage key={tagId} tagId={tagId} />;
}
