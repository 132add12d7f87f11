import { ENABLED_STATE, ERROR_CODE, extensionLogin } from '@sddp/shared';
import type { SignInFailureReason } from '@sddp/shared/metrics';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { consumeOneTimeKey } from '../data/one-time-keys';
import { openSession } from './open-session';
import { signInRefused } from './sign-in-refusals';

const loginFailed = (reason: SignInFailureReason) => signInRefused(reason, new AppError(ERROR_CODE.invalid, 'error.loginFailed'));

/** The link key names one account and works once; the typed extension must be that account's. */
export const extensionLoginRoute = route(extensionLogin, async (call) => {
  const entry = await consumeOneTimeKey('extension', call.input.k);
  if (!entry) throw signInRefused('link', new AppError(ERROR_CODE.invalid, 'error.extensionKeyInvalid'));
  const user = await getUser(entry.userId);
  if (!user) throw loginFailed('unknownAccount');
  call.setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  if (user.state !== ENABLED_STATE.enabled) throw loginFailed('disabled');
  if (!user.extension || user.extension !== call.input.fenjihao) throw loginFailed('wrongExtension');
  return openSession(user, call);
});
