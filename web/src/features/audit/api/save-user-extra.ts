import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditSaveUserExtra, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

export type AuditSaveInput = EndpointInput<typeof auditSaveUserExtra>;

export function useSaveUserExtraMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuditSaveInput) => callEndpoint(auditSaveUserExtra, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
