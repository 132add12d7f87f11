import { useMutation } from '@tanstack/react-query';
import { issueExtensionKey } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** A one-time extension sign-in link for an account with an extension number (admin). */
export function useIssueExtensionKeyMutation() {
  return useMutation({ mutationFn: (userId: number) => callEndpoint(issueExtensionKey, { userId }) });
}
