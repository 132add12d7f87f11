import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deliveryDocumentConfirm,
  deliveryDocumentRevisions,
  deliveryDocumentUpload,
  deliverySupplierContracts,
  deliverySupplierTags,
  deliveryTag,
  deliveryTagSave,
  deliveryTagSubmit,
  deliveryWorkbookExport,
  deliveryWorkbookImport,
  deliveryWorkbookUpload,
  type EndpointInput,
  type TagDelivery,
} from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';
import { deliveryKeys } from './delivery-keys';

export const useSupplierContracts = (projectId: number | undefined) =>
  useQuery({
    queryKey: [...deliveryKeys.all, 'supplierContracts', projectId ?? 0],
    queryFn: async ({ signal }) => (await callEndpoint(deliverySupplierContracts, { projectId: projectId! }, { signal })).rows,
    enabled: projectId !== undefined,
  });

export type SupplierTagsQuery = EndpointInput<typeof deliverySupplierTags>;

export const useSupplierTags = (query: SupplierTagsQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...deliveryKeys.all, 'supplierTags', query],
    queryFn: ({ signal }) => callEndpoint(deliverySupplierTags, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const tagDeliveryKey = (tagId: number) => [...deliveryKeys.all, 'tag', tagId] as const;

/**
 * Reviewers change a tag under the supplier (a notice links here to say so): opening the screen always asks
 * again, showing the cached tag meanwhile.
 */
export const useTagDelivery = (tagId: number) =>
  useQuery({
    queryKey: tagDeliveryKey(tagId),
    queryFn: ({ signal }) => callEndpoint(deliveryTag, { tagId }, { signal }),
    staleTime: 0,
  });

/** Every change answers the tag as stored: it replaces the cached one, and the lists refresh. */
function useTagChange<I>(run: (input: I) => Promise<TagDelivery>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => queryClient.setQueryData(tagDeliveryKey(saved.tagId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all, predicate: (query) => query.queryKey[1] !== 'tag' }),
  });
}

export const useSaveTagValues = () => useTagChange((input: EndpointInput<typeof deliveryTagSave>) => callEndpoint(deliveryTagSave, input));
export const useSubmitTag = () => useTagChange((input: EndpointInput<typeof deliveryTagSubmit>) => callEndpoint(deliveryTagSubmit, input));

export interface DocumentUpload {
  tagId: number;
  documentKey: string;
  file: File;
  onProgress: (fraction: number) => void;
}

/** A new revision: the server checks type and size and signs a PUT, the browser sends the file, the server records it. */
export const useUploadDocument = () =>
  useTagChange(async ({ tagId, documentKey, file, onProgress }: DocumentUpload) => {
    const target = await callEndpoint(deliveryDocumentUpload, { tagId, documentKey, fileName: file.name, size: file.size });
    await uploadToPresignedUrl(target, file, onProgress);
    return callEndpoint(deliveryDocumentConfirm, { tagId, documentKey, revision: target.revision });
  });

export const useDocumentRevisions = (tagId: number, documentKey: string, enabled: boolean) =>
  useQuery({
    queryKey: [...deliveryKeys.all, 'revisions', tagId, documentKey],
    queryFn: async ({ signal }) => (await callEndpoint(deliveryDocumentRevisions, { tagId, documentKey }, { signal })).rows,
    enabled,
  });

/** A presigned PUT for a filled delivery workbook (the server names the key), the file straight to storage; resolves to the key. */
export async function uploadDeliveryWorkbook(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callEndpoint(deliveryWorkbookUpload, { fileName: file.name, contentType: file.type, size: file.size }, { signal });
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

export const startDeliveryWorkbookImport = (contractId: number) => (key: string) =>
  callEndpoint(deliveryWorkbookImport, { contractId, key });

export const startDeliveryWorkbookExport = (contractId: number) => callEndpoint(deliveryWorkbookExport, { contractId });
