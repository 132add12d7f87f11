import { ENABLED_STATE, ERROR_CODE, login } from '@sddp/shared';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/crypto/password';
import { consumeCaptcha } from '../../lib/data/captchas';
import { clearFailures, isLocked, recordFailure } from '../../lib/data/login-failures';
import { createSession } from '../../lib/data/sessions';
import { findUserByCode, recordLogin } from '../../lib/data/users';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { nowIso } from '../../lib/time';

/** One message for an unknown account, a wrong password, a locked or a disabled account. */
const loginFailed = () => new AppError(ERROR_CODE.invalid, 'error.loginFailed');

export const loginRoute = route(login, async ({ input, client, setActor }) => {
  const username = input.username;
  setActor({ userCode: username, orgName: '', linkman: '' });
  if (!(await consumeCaptcha(input.key, input.captcha))) {
    throw new AppError(ERROR_CODE.invalid, 'error.captchaWrong', { fieldErrors: { captcha: 'error.captchaWrong' } });
  }
  const user = await findUserByCode(username);
  if (user) setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  const passwordMatches = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (await isLocked(username)) throw loginFailed();
  if (!user || !passwordMatches || user.state !== ENABLED_STATE.enabled) {
    await recordFailure(username);
    throw loginFailed();
  }
  await clearFailures(username);
  const { token } = await createSession(user.id, client);
  await recordLogin(user.id, nowIso());
  return { token };
});
