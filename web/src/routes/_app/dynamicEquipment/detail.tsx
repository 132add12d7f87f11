import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { pumpDetailQueryOptions } from '@/features/pump/api/get-pump-detail';
import { PumpDetailPage } from '@/features/pump/detail/pump-detail-page';

const positive = z.catch(z.optional(z.coerce.number().check(z.positive(), z.lte(100_000))), undefined);
const searchSchema = z.object({ id: z.catch(z.coerce.number().check(z.int(), z.positive()), 0), liuliang: positive, yangcheng: positive });

export const Route = createFileRoute('/_app/dynamicEquipment/detail')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => void (deps.id > 0 && context.queryClient.prefetchQuery(pumpDetailQueryOptions(deps.id))),
  component: PumpDetailRoute,
});

function PumpDetailRoute() {
  const { id, liuliang, yangcheng } = Route.useSearch();
  return <PumpDetailPage id={id} duty={{ liuliang, yangcheng }} />;
}
