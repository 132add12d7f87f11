import { useMutation } from '@tanstack/react-query';
import { userReset, userSuppReset } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import type { UserAudience } from './user-audience';

const ENDPOINT = { manage: userReset, supp: userSuppReset } as const;

/** A new temporary password, e-mailed to the account and answered once; its sessions end. */
export function useResetUserPasswordMutation(audience: UserAudience) {
  return useMutation({ mutationFn: (userId: number) => callEndpoint(ENDPOINT[audience], { userId }) });
}
