import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { UnauthorizedPage } from '@/features/errors/unauthorized-page';

const searchSchema = z.looseObject({ noGoBack: z.optional(z.unknown()) });

export const Route = createFileRoute('/401')({
  validateSearch: searchSchema,
  component: UnauthorizedRoute,
});

function UnauthorizedRoute() {
  const { noGoBack } = Route.useSearch();
  return <UnauthorizedPage noGoBack={noGoBack !== undefined} />;
}
