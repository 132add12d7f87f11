import { auditBreakdownImport, auditBreakdownTemplate, auditBreakdownUpload } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/** A short-lived link to the breakdown template in the caller's language. */
export const breakdownTemplate = () => callEndpoint(auditBreakdownTemplate, {});

/** The workbook straight to storage (the server names the key), then the job that replaces the project's breakdown. */
export async function startBreakdownImport(projectId: number, file: File) {
  const target = await callEndpoint(auditBreakdownUpload, { fileName: file.name, contentType: file.type, size: file.size });
  await uploadToPresignedUrl(target, file);
  return callEndpoint(auditBreakdownImport, { key: target.key, projectId });
}
