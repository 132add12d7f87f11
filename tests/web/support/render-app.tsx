import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';

/** The whole app (the router main.tsx builds, with its search handling) at `path`. */
export function renderApp(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
