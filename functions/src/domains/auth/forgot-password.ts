import { forgotPassword, formatMessage, TIMING } from '@sddp/shared';
import { config } from '../../lib/config';
import { reserveSend } from '../../lib/data/codes';
import { issueOneTimeKey } from '../../lib/data/one-time-keys';
import { findUserByCode } from '../../lib/data/users';
import { route } from '../../lib/http/types';
import { sendEmail } from '../../lib/notify';

/** Every answer takes at least this long, so the time taken does not tell whether a mail was sent. */
const ANSWER_FLOOR_MS = 800;

export const forgotPasswordRoute = route(forgotPassword, async ({ input, language, setActor }) => {
  const started = Date.now();
  setActor({ userCode: input.userCode, orgName: '', linkman: '' });
  await reserveSend('forgotPassword', input.userCode);
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
  const wait = ANSWER_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return null;
});
