import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ItemPage } from '@/features/device/item/item-page';

export const Route = createFileRoute('/_app/device/item')({
  validateSearch: z.object({ id: z.catch(z.coerce.number().check(z.int(), z.positive()), 0) }),
  component: ItemRoute,
});

function ItemRoute() {
  return <ItemPage id={Route.useSearch().id} />;
}
