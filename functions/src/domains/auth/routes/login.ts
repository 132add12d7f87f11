import { ENABLED_STATE, ERROR_CODE, login, type AccountLoginInput } from '@sddp/shared';
import type { SignInFailureReason } from '@sddp/shared/metrics';
import { findUserByCode } from '#entities/user';
import { route } from '#http/route';
import { verifyAgainstDecoy, verifyPassword } from '#kit/crypto/password';
import { AppError } from '#kit/errors';
import { countMetric } from '#kit/metrics/count-metric';
import { consumeCaptcha } from '../data/captchas';
import { recordFailure, reserveAttempt } from '../data/login-failures';
import { temporaryPasswordExpired, temporaryPasswordExpiredError } from '../data/temporary-password-expiry';
import { checkCode, spendCode } from '../data/verification-codes';
import { openSession } from './open-session';
import { signInRefused } from './sign-in-refusals';

/** One message for an unknown account, a wrong password, a locked or a disabled account. */
const loginFailed = (reason: SignInFailureReason) => signInRefused(reason, new AppError(ERROR_CODE.invalid, 'error.loginFailed'));

export const loginRoute = route(login, async (call) => {
  const { input, setActor } = call;
  const username = input.username;
  setActor({ userCode: username, orgName: '', linkman: '' });
  await passHumanCheck(input);
  const user = await findUserByCode(username);
  if (user) setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  const allowed = await reserveAttempt(username);
  const passwordMatches = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!allowed) throw loginFailed('locked');
  if (!user || !passwordMatches || user.state !== ENABLED_STATE.enabled) {
    if (await recordFailure(username)) countMetric('AccountLockouts');
    throw loginFailed(!user ? 'unknownAccount' : passwordMatches ? 'disabled' : 'wrongPassword');
  }
  // Only once the password matched: a temporary password past its 72 hours tells its holder what to do.
  if (temporaryPasswordExpired(user)) throw signInRefused('passwordExpired', temporaryPasswordExpiredError());
  if (input.mailCode !== undefined) await spendCode('mailLogin', username);
  return openSession(user, call);
});

/**
 * The image captcha (spent by the first attempt) or the code mailed to the account, which lasts for
 * its attempts so that a mistyped password does not need a new e-mail (docs/decisions.md, "Accessibility").
 */
async function passHumanCheck(input: AccountLoginInput): Promise<void> {
  if (input.mailCode !== undefined) {
    if (await checkCode('mailLogin', input.username, input.mailCode)) return;
    throw signInRefused(
      'mailCode',
      new AppError(ERROR_CODE.invalid, 'validation.mailCode.wrong', { fieldErrors: { mailCode: 'validation.mailCode.wrong' } }),
    );
  }
  if (!(await consumeCaptcha(input.key ?? '', input.captcha ?? ''))) {
    throw signInRefused(
      'captcha',
      new AppError(ERROR_CODE.invalid, 'error.captchaWrong', { fieldErrors: { captcha: 'error.captchaWrong' } }),
    );
  }
}
