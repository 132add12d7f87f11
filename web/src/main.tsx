import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import '@/styles/index.css';
import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { currentPath } from '@/lib/session/login-href';
import { sessionKeys } from '@/lib/session/session-queries';
import { router } from './router';

configureApiClient({
  onUnauthorized: () => {
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    void router.navigate({ to: '/login', search: { redirect: currentPath() }, replace: true });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the active language's messages (one small chunk), so no screen flashes keys;
// should that fetch fail, the app still starts (showing keys) rather than stay blank.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
