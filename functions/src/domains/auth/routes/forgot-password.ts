import { forgotPassword, formatMessage, TIMING } from '@sddp/shared';
import { findUserByCode } from '#entities/user';
import { route } from '#http/route';
import { config } from '#kit/config';
import { sendEmail } from '#kit/notify';
import { issueOneTimeKey } from '../data/one-time-keys';
import { reserveSend } from '../data/verification-codes';
import { ENUMERATION_FLOOR_MS, holdAnswerUntilFloor } from './answer-floor';

export const forgotPasswordRoute = route(forgotPassword, async ({ input, language, setActor }) => {
  const started = Date.now();
  setActor({ userCode: input.userCode, orgName: '', linkman: '' });
  // Limited per account and address together, so strangers cannot use up someone's resets.
  await reserveSend('forgotPassword', `${input.userCode}|${input.email}`);
  const user = await findUserByCode(input.userCode);
  const matches = user && user.email.trim().toLowerCase() === input.email.trim().toLowerCase();
  if (user && matches) {
    const { key } = await issueOneTimeKey('reset', user.id, TIMING.resetLinkValidityMinutes);
    const link = `${config().PUBLIC_URL}/find_pwd?k=${encodeURIComponent(key)}`;
    const params = { linkman: user.linkman || user.userCode, minutes: TIMING.resetLinkValidityMinutes, link };
    await sendEmail({
      to: user.email,
      subject: formatMessage(language, 'notify.resetPassword.subject'),
      text: formatMessage(language, 'notify.resetPassword.text', params),
    });
  }
  await holdAnswerUntilFloor(started, ENUMERATION_FLOOR_MS);
  return null;
});
