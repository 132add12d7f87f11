import { ENABLED_STATE, ERROR_CODE, phoneLogin } from '@sddp/shared';
import { findUsersByPhone } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { checkCode, spendCode } from '../data/verification-codes';
import { openSession } from './open-session';
import { signInRefused } from './sign-in-refusals';

const wrongCode = () =>
  new AppError(ERROR_CODE.invalid, 'validation.smsCode.wrong', { fieldErrors: { phoneCaptcha: 'validation.smsCode.wrong' } });

export const phoneLoginRoute = route(phoneLogin, async (call) => {
  const { phone, phoneCaptcha } = call.input;
  call.setActor({ userCode: phone, orgName: '', linkman: '' });
  if (!(await checkCode('smsLogin', phone, phoneCaptcha))) throw signInRefused('smsCode', wrongCode());
  await spendCode('smsLogin', phone);
  const accounts = (await findUsersByPhone(phone)).filter((user) => user.state === ENABLED_STATE.enabled);
  const user = accounts.length === 1 ? accounts[0]! : undefined;
  if (!user) throw signInRefused('unknownAccount', wrongCode());
  call.setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  return openSession(user, call);
});
