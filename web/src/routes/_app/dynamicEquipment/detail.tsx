import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { pumpDetailQueryOptions } from '@/features/pump/api/get-pump-detail';
import { PumpDetailPage } from '@/features/pump/detail/pump-detail-page';

const positive = z.coerce.number().positive().max(100_000).optional().catch(undefined);
const searchSchema = z.object({ id: z.coerce.number().int().positive().catch(0), liuliang: positive, yangcheng: positive });

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
