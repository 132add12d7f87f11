import { ENABLED_STATE, ERROR_CODE, login } from '@sddp/shared';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/crypto/password';
import { consumeCaptcha } from '../../lib/data/captchas';
import { recordFailure, reserveAttempt } from '../../lib/data/login-failures';
import { findUserByCode } from '../../lib/data/users';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { openSession } from './open-session';

/** One message for an unknown account, a wrong password, a locked or a disabled account. */
const loginFailed = () => new AppError(ERROR_CODE.invalid, 'error.loginFailed');

export const loginRoute = route(login, async (call) => {
  const { input, setActor } = call;
  const username = input.username;
  setActor({ userCode: username, orgName: '', linkman: '' });
  if (!(await consumeCaptcha(input.key, input.captcha))) {
    throw new AppError(ERROR_CODE.invalid, 'error.captchaWrong', { fieldErrors: { captcha: 'error.captchaWrong' } });
  }
  const user = await findUserByCode(username);
  if (user) setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  const allowed = await reserveAttempt(username);
  const passwordMatches = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!allowed) throw loginFailed();
  if (!user || !passwordMatches || user.state !== ENABLED_STATE.enabled) {
    await recordFailure(username);
    throw loginFailed();
  }
  return openSession(user, call);
});
