import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { noticePersonal, noticePersonalOpen } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/** How many personal notices a page shows, and each "Show older" adds. */
export const PERSONAL_PAGE_SIZE = 10;

/**
 * One page of the caller's personal notices, newest first, from a cursor ('' the newest). Pages are
 * plain queries, one per cursor (not an infinite query, whose observer would join every screen's
 * shared query chunk).
 */
export const personalNoticesQueryOptions = (cursor = '') =>
  queryOptions({
    queryKey: [...noticeKeys.inbox, 'personal', cursor],
    queryFn: ({ signal }) => callEndpoint(noticePersonal, { limit: PERSONAL_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { signal }),
  });

/** Opening marks read: the bell and the inbox refresh. */
export function useOpenPersonalNoticeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(noticePersonalOpen, { id }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.inbox }),
  });
}
