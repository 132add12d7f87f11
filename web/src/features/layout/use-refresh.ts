import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { sessionKeys } from '@/lib/session/session-queries';

/**
 * Refresh re-mounts the current screen (the returned key goes on its container), re-runs the
 * route loaders and refetches the screen's active queries; the session stays cached.
 */
export function useRefresh(): [key: number, refresh: () => void] {
  const [key, setKey] = useState(0);
  const queryClient = useQueryClient();
  const router = useRouter();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({
      type: 'active',
      predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
    });
    void router.invalidate();
    setKey((current) => current + 1);
  }, [queryClient, router]);
  return [key, refresh];
}
