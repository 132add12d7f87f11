import { contractImport, contractImportTemplate, contractImportUpload } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/** A presigned PUT (the server names the key under audit/device/), the workbook straight to storage; resolves to the key. */
export async function uploadContractWorkbook(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callEndpoint(contractImportUpload, { fileName: file.name, contentType: file.type, size: file.size }, { signal });
  await uploadToPresignedUrl(target, file, onProgress, signal);
  return target.key;
}

/** Spec §7 GET /device/admin_import_contract?ossFullPath=: starts the job, every row or none. */
export const startContractImport = (key: string) => callEndpoint(contractImport, { key });

export const contractTemplate = () => callEndpoint(contractImportTemplate, {});
