import { mailLoginCode } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/**
 * Asks for a sign-in code by e-mail for the typed account, the alternative to the image captcha. The
 * answer is the same whatever the account; a refusal (sent too often) is the caller's to show.
 */
export function requestMailLoginCode(username: string): Promise<null> {
  return callEndpoint(mailLoginCode, { username: username.trim() }, { quiet: true });
}
