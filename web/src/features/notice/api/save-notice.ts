import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeInsert, noticeUpdate, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

export type NoticeSave = EndpointInput<typeof noticeInsert> & { id?: number; version?: number };

/** Publish (no id) or Update (id and the version the editor opened); errors are the form's to show. */
export function useSaveNoticeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...notice }: NoticeSave) =>
      id === undefined
        ? callEndpoint(noticeInsert, notice, { quiet: true })
        : callEndpoint(noticeUpdate, { ...notice, id, version } as EndpointInput<typeof noticeUpdate>, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
