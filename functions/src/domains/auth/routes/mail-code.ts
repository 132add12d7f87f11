import { mailCode } from '@sddp/shared';
import { route } from '#http/route';
import { sendMailCode } from './send-code';

export const mailCodeRoute = route(mailCode, async ({ input, language }) => {
  await sendMailCode(input.email, language);
  return null;
});
