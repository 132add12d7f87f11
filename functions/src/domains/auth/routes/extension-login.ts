import { ENABLED_STATE, ERROR_CODE, extensionLogin } from '@sddp/shared';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { consumeOneTimeKey } from '../data/one-time-keys';
import { openSession } from './open-session';

/** The link key names one account and works once; the typed extension must be that account's. */
export const extensionLoginRoute = route(extensionLogin, async (call) => {
  const entry = await consumeOneTimeKey('extension', call.input.k);
  if (!entry) throw new AppError(ERROR_CODE.invalid, 'error.extensionKeyInvalid');
  const user = await getUser(entry.userId);
  if (user) call.setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  if (!user || user.state !== ENABLED_STATE.enabled || !user.extension || user.extension !== call.input.fenjihao) {
    throw new AppError(ERROR_CODE.invalid, 'error.loginFailed');
  }
  return openSession(user, call);
});
