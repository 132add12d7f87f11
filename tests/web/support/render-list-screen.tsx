import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type * as z from 'zod/mini';
import type { SearchNavigate } from '@/components/data-table';
import { Toaster } from '@/components/ui/sonner';
import { parseSearch, stringifySearch } from '@/lib/search-params';

/**
 * Renders a list screen under a one-route memory router that validates its search params, as its
 * route file does, with a fresh query client and the app's toaster.
 */
export function renderListScreen<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  screen: (search: z.output<Schema>, navigate: SearchNavigate<z.output<Schema>>) => ReactNode,
  path: string,
) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({
    validateSearch: schema,
    component: function ListScreen() {
      // This ad hoc root is not the registered app router, so its search is typed by hand here.
      const search = rootRoute.useSearch() as z.output<Schema>;
      const navigate = rootRoute.useNavigate() as unknown as SearchNavigate<z.output<Schema>>;
      return (
        <>
          {screen(search, navigate)}
          <Toaster />
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

/** The query string of a recorded call, as a plain object. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/**
 * The search the screen reads: the URL's, as its route schema validated it. The router's own
 * `location.search` holds the URL's plain text (page '2'), as the app's serialisation reads it.
 */
export const screenSearch = (router: Pick<AnyRouter, 'state'>) => router.state.matches.at(-1)?.search;
