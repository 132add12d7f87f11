import { useQueryClient } from '@tanstack/react-query';
import { userImport, userImportTemplate, userImportUpload, type UserImportReport } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';
import { userKeys } from './user-keys';

/** A presigned PUT (the server chooses the key under users/<uploader>/), then the workbook straight to storage; resolves to its key. */
export async function uploadUserWorkbook(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callEndpoint(userImportUpload, { fileName: file.name, contentType: file.type, size: file.size }, { signal });
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

/** Starts the import job of the uploaded workbook: every account or none, its report once the job is done. */
export const startUserImport = (key: string) => callEndpoint(userImport, { key });

/** A short-lived link to the accounts template in the caller's language. */
export const userImportTemplateLink = () => callEndpoint(userImportTemplate, {});

/** After an import: the lists change only when accounts were created. */
export function useImportedUsers() {
  const queryClient = useQueryClient();
  return (report: UserImportReport) => {
    if (report.status === 'imported') void queryClient.invalidateQueries({ queryKey: userKeys.lists });
  };
}
