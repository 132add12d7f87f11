import { orgImportTemplate } from '@sddp/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** A short-lived link to the template workbook in the caller's language. */
export function useImportTemplateMutation() {
  return useMutation({ mutationFn: () => callEndpoint(orgImportTemplate, {}) });
}
