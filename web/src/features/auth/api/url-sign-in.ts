import { handoffLogin, partnerLogin } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** /jumpLogin: a partner's signed 'secret' (login1) or a one-time hand-off code (login2), exchanged by POST. */
export function urlSignIn(params: { secret?: string; handoff?: string }): Promise<{ token: string }> {
  if (params.secret) return callEndpoint(partnerLogin, { secret: params.secret }, { quiet: true });
  return callEndpoint(handoffLogin, { code: params.handoff ?? '' }, { quiet: true });
}
