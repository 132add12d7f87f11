import type { UserRecord } from '../../lib/data/users';
import { recordLogin } from '../../lib/data/users';
import { clearFailures } from '../../lib/data/login-failures';
import { createSession } from '../../lib/data/sessions';
import { recordSignInLanguage } from '../../lib/passwords/account-language';
import type { RouteCall } from '../../lib/http/types';
import type { Endpoint } from '@sddp/shared';
import { nowIso } from '../../lib/time';

/**
 * The end of every sign-in mode: failures forgotten, a new session, the login time recorded, and the
 * sign-in's language, which the account's mails use (docs/decisions.md).
 */
export async function openSession(user: UserRecord, call: Pick<RouteCall<Endpoint>, 'client' | 'language'>): Promise<{ token: string }> {
  await clearFailures(user.userCode);
  const { token } = await createSession(user, call.client);
  await recordLogin(user.id, nowIso());
  await recordSignInLanguage(user, call.language);
  return { token };
}
