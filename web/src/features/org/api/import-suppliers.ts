import { orgImport, orgImportUpload } from '@sddp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Imports the uploaded workbook: every row or none; the list changes only when it was imported. */
export function useImportSuppliersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => callEndpoint(orgImport, { key }),
    onSuccess: (report) => {
      if (report.status === 'imported') return queryClient.invalidateQueries({ queryKey: orgKeys.lists });
    },
  });
}
