import { useQueryClient } from '@tanstack/react-query';
import { dhmcExport, dhmcImport, dhmcImportUpload, dhmcTemplate, type UserImportReport } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';
import { dhmcKeys } from './dhmc-keys';

export type DhmcExportFilters = { projectId: number; linkman: string; userCode: string };

/** Starts the export job of the filtered people. */
export const startDhmcExport = (filters: DhmcExportFilters) => callEndpoint(dhmcExport, filters);

/** A short-lived link to the people template in the caller's language. */
export const dhmcTemplateLink = () => callEndpoint(dhmcTemplate, {});

/** A presigned PUT (the server chooses the key under audit/dhmc/<uploader>/), then the workbook straight to storage; resolves to its key. */
export async function uploadDhmcWorkbook(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callEndpoint(dhmcImportUpload, { fileName: file.name, contentType: file.type, size: file.size }, { signal });
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

/** Registers the uploaded workbook for the project (spec §7 {projectId, projectName, url}). */
export const startDhmcImport = (projectId: number, projectName: string) => (key: string) =>
  callEndpoint(dhmcImport, { projectId, projectName, url: key });

/** After an import that went in: the people and the counts reload. */
export function useDhmcImported() {
  const queryClient = useQueryClient();
  return (report: UserImportReport) => {
    if (report.status === 'imported') void queryClient.invalidateQueries({ queryKey: dhmcKeys.all });
  };
}
