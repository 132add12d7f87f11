import type { Endpoint } from '@sddp/shared';
import { createSession } from '#entities/session';
import { type UserRecord, recordLogin, recordSignInLanguage } from '#entities/user';
import type { RouteCall } from '#http/types';
import { nowIso } from '#kit/time';
import { clearFailures } from '../data/login-failures';

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
