import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { TIMING } from '@sddp/shared';
import { userKeys } from '../api/user-keys';

/** After adding or editing a user the list reloads after 3 s (spec §2.18, §9); leaving the page cancels it. */
export function useReloadLater() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: userKeys.lists }), TIMING.reloadAfterUserSaveMs);
  }, [queryClient]);
}
