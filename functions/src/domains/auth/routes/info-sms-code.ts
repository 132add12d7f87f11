import { infoSmsCode } from '@sddp/shared';
import { route } from '#http/route';
import { sendSmsCode } from './send-code';

export const infoSmsCodeRoute = route(infoSmsCode, async ({ input, language }) => {
  await sendSmsCode('smsInfo', input.phone, language, true);
  return null;
});
