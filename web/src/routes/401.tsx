import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { UnauthorizedPage } from '@/features/errors/unauthorized-page';

const searchSchema = z.looseObject({ noGoBack: z.unknown().optional() });

export const Route = createFileRoute('/401')({
  validateSearch: searchSchema,
  component: UnauthorizedRoute,
});

function UnauthorizedRoute() {
  const { noGoBack } = Route.useSearch();
  return <UnauthorizedPage noGoBack={noGoBack !== undefined} />;
}
