import { useMutation } from '@tanstack/react-query';
import { auditMatrixExport, auditMatrixImport, auditMatrixUpload, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

export type MatrixExportFilters = EndpointInput<typeof auditMatrixExport>;

/** 'download audit matrix': starts the export job of the filtered matrix. */
export function useStartMatrixExport() {
  return useMutation({ mutationFn: (filters: MatrixExportFilters) => callEndpoint(auditMatrixExport, filters) });
}

/** The edited matrix straight to storage (the server names the key), then the job that checks and applies it. */
export function useStartMatrixImport() {
  return useMutation({
    mutationFn: async (file: File) => {
      const target = await callEndpoint(auditMatrixUpload, { fileName: file.name, contentType: file.type, size: file.size });
      await uploadToPresignedUrl(target, file);
      return callEndpoint(auditMatrixImport, { key: target.key });
    },
  });
}
