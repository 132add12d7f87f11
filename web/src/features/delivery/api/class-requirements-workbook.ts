import { deliveryClassRequirementsExport, deliveryClassRequirementsImport, deliveryClassRequirementsUpload } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/** 'Download workbook': starts the export job of the project's class requirements. */
export const startRequirementsExport = (projectId: number) => callEndpoint(deliveryClassRequirementsExport, { projectId });

/** A presigned PUT (the server names the key under audit/delivery/requirements/), the workbook straight to storage; resolves to the key. */
export async function uploadRequirementsWorkbook(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const target = await callEndpoint(
    deliveryClassRequirementsUpload,
    { fileName: file.name, contentType: file.type, size: file.size },
    { signal },
  );
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

/** 'Import workbook': starts the job that checks the uploaded workbook and replaces the classes it names, every row or none. */
export const startRequirementsImport = (projectId: number, key: string) =>
  callEndpoint(deliveryClassRequirementsImport, { projectId, key });
