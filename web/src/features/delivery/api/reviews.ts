import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deliveryReview,
  deliveryReviewDocument,
  deliveryReviewQueue,
  deliveryReviewQueueExport,
  deliveryReviewTag,
  type EndpointInput,
} from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

export type ReviewQueueQuery = EndpointInput<typeof deliveryReviewQueue>;

export const useReviewQueue = (query: ReviewQueueQuery) =>
  useQuery({
    queryKey: [...deliveryKeys.all, 'reviewQueue', query],
    queryFn: ({ signal }) => callEndpoint(deliveryReviewQueue, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** The supplier resubmits under the reviewer: opening the review always asks again (the cached tag shows meanwhile). */
export const useReviewTag = (tagId: number) =>
  useQuery({
    queryKey: [...deliveryKeys.all, 'reviewTag', tagId],
    queryFn: ({ signal }) => callEndpoint(deliveryReviewTag, { tagId }, { signal }),
    retry: false,
    staleTime: 0,
  });

export function useReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof deliveryReview>) => callEndpoint(deliveryReview, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

/** A download link for a revision, asked when the reviewer opens it (links expire in minutes). */
export const reviewDocumentUrl = async (input: EndpointInput<typeof deliveryReviewDocument>) =>
  (await callEndpoint(deliveryReviewDocument, input)).url;

/** The whole queue to a workbook (a job; its result links the file). */
export const startReviewQueueExport = () => callEndpoint(deliveryReviewQueueExport, {});
