import { ERROR_CODE, handoffLogin, issueHandoff, partnerLogin } from '@sddp/shared';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { config } from '#kit/config';
import { AppError } from '#kit/errors';
import { consumeOneTimeKey, issueOneTimeKey } from '../data/one-time-keys';
import { accountForAssertion } from '../sso/account-gate';
import { partnerSecret, readPartnerHandoff, verifyPartnerHandoff } from '../sso/partner-secrets';
import { getPartner } from '../sso/partner-store';
import { openSession } from './open-session';
import { refusedAs, signInRefused } from './sign-in-refusals';

/** 60 s: the code travels in a URL, so it lives only long enough for one redirect (docs/decisions.md). */
const HANDOFF_MINUTES = 1;
const handoffInvalid = () => new AppError(ERROR_CODE.invalid, 'error.sso.handoffInvalid');

/** A one-time hand-off code for the caller's own account, bound to its purpose by its kind. */
export const issueHandoffRoute = route(issueHandoff, async ({ input, principal }) => {
  const { key, expiresAt } = await issueOneTimeKey(`handoff:${input.purpose}`, principal.user.id, HANDOFF_MINUTES);
  return { code: key, expiresAt, url: `${config().PUBLIC_URL}/jumpLogin?handoff=${encodeURIComponent(key)}` };
});

/** login2: the code is spent by this call whatever follows; an account no longer usable is refused. */
export const handoffLoginRoute = route(handoffLogin, async (call) => {
  const entry = await consumeOneTimeKey('handoff:jumpLogin', call.input.code);
  if (!entry) throw signInRefused('link', handoffInvalid());
  const stored = await getUser(entry.userId);
  if (!stored) throw signInRefused('unknownAccount', handoffInvalid());
  call.setActor({ userCode: stored.userCode, orgName: stored.orgName, linkman: stored.linkman });
  return openSession(await accountForAssertion(stored.userCode), call);
});

/** The partner a signed hand-off claims, and the hand-off once verified with that partner's secret. */
async function verifiedHandoff(secret: string) {
  const partner = await getPartner(readPartnerHandoff(secret).p);
  if (!partner) throw new AppError(ERROR_CODE.invalid, 'error.sso.partnerSecretInvalid');
  return { partner, handoff: await verifyPartnerHandoff(secret, await partnerSecret(partner.id, partner.secretVersion)) };
}

/** login1: a partner's signed hand-off ('secret'), verified with that partner's shared secret, once, in time. */
export const partnerLoginRoute = route(partnerLogin, async (call) => {
  const { partner, handoff } = await refusedAs('link', () => verifiedHandoff(call.input.secret));
  call.setActor({ userCode: handoff.u, orgName: '', linkman: '' });
  call.setLogParams({ partner: partner.name });
  const user = await accountForAssertion(handoff.u);
  call.setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  return openSession(user, call);
});
