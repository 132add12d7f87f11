import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgImport, orgImportUpload, type ImportReport } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';
import { orgKeys } from './org-keys';

/**
 * Asks for a presigned PUT (the server chooses the key), sends the workbook straight to storage and
 * resolves to the object key to import.
 */
export async function uploadSupplierWorkbook(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callEndpoint(orgImportUpload, { fileName: file.name, contentType: file.type, size: file.size }, { signal });
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

/** Starts the import job of the uploaded workbook: every row or none, its report once the job is done. */
export function useStartImportMutation() {
  return useMutation({ mutationFn: (key: string) => callEndpoint(orgImport, { key }) });
}

/** After an import: the list changes only when rows were imported. */
export function useImportedSuppliers() {
  const queryClient = useQueryClient();
  return (report: ImportReport) => {
    if (report.status === 'imported') void queryClient.invalidateQueries({ queryKey: orgKeys.lists });
  };
}
