import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { ItemPage } from '@/features/device/item/item-page';

export const Route = createFileRoute('/_app/device/item')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().catch(0) }),
  component: ItemRoute,
});

function ItemRoute() {
  return <ItemPage id={Route.useSearch().id} />;
}
