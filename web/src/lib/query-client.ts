import { QueryClient } from '@tanstack/react-query';

/** One client for the app: the router context, the session and logout share it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
