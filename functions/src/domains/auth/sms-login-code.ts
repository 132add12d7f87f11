import { ENABLED_STATE, smsLoginCode } from '@sddp/shared';
import { findUsersByPhone } from '../../lib/data/user-updates';
import { route } from '../../lib/http/types';
import { sendSmsCode } from './send-code';

/** The same answer whether or not the number belongs to an account (a code is only sent if it does). */
export const smsLoginCodeRoute = route(smsLoginCode, async ({ input, language }) => {
  const accounts = (await findUsersByPhone(input.phone)).filter((user) => user.state === ENABLED_STATE.enabled);
  await sendSmsCode('smsLogin', input.phone, language, accounts.length === 1);
  return null;
});
