import { ENABLED_STATE, mailLoginCode } from '@sddp/shared';
import { findUserByCode } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { reserveSend } from '../data/verification-codes';
import { ENUMERATION_FLOOR_MS, holdAnswerUntilFloor } from './answer-floor';
import { sendMailLoginCode } from './send-code';

/**
 * The accessible alternative to the image captcha. The send limits count per typed account name,
 * known or not, and the answer is the same, in at least the same time, whatever the account: a code
 * goes out only to an enabled account with an e-mail address. A failed send is logged, not answered.
 */
export const mailLoginCodeRoute = route(mailLoginCode, async ({ input, language, logger }) => {
  const started = Date.now();
  await reserveSend('mailLogin', input.username);
  const user = await findUserByCode(input.username);
  if (user && user.state === ENABLED_STATE.enabled && user.email.trim()) {
    try {
      await sendMailLoginCode(input.username, user.email.trim(), language);
    } catch (error) {
      if (!(error instanceof AppError) || error.messageKey !== 'error.mailTransport') throw error;
      logger.error('sign-in code not sent', { reason: error.messageKey });
    }
  }
  await holdAnswerUntilFloor(started, ENUMERATION_FLOOR_MS);
  return null;
});
