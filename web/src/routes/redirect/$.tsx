import { createFileRoute, redirect } from '@tanstack/react-router';

/** Replaces the location with '/{path}', keeping the query (spec §2.2). */
export const Route = createFileRoute('/redirect/$')({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params._splat ?? ''}${location.searchStr}`, replace: true });
  },
});
