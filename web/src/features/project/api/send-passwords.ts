import { useMutation } from '@tanstack/react-query';
import { projectSendPasswordAll, projectSendPasswordSingle } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import type { OrgKind } from '../org-kind';

/** Accounts already in use: 'y' resets them too, 'n' sends only to the others; absent, the server asks first. */
export type ConfirmReset = 'y' | 'n';

/** Mails the organisation's primary accounts their sign-in name and a fresh initial password. */
export function useSendPasswordMutation() {
  return useMutation({
    mutationFn: (input: { projectId: number; orgId: number; confirmReset?: ConfirmReset }) =>
      callEndpoint(projectSendPasswordSingle, input),
  });
}

/** The same for every organisation of the kind in the project. */
export function useSendAllPasswordsMutation() {
  return useMutation({
    mutationFn: (input: { projectId: number; kind: OrgKind; confirmReset?: ConfirmReset }) => callEndpoint(projectSendPasswordAll, input),
  });
}
