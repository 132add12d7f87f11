import { ENABLED_STATE, smsLoginCode } from '@sddp/shared';
import { findUsersByPhone } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { ENUMERATION_FLOOR_MS, holdAnswerUntilFloor } from './answer-floor';
import { sendSmsCode } from './send-code';

/**
 * The same answer, in at least the same time, whether or not the number belongs to an account (a
 * code is only sent if it does). A failed send is logged rather than answered, for the same reason.
 */
export const smsLoginCodeRoute = route(smsLoginCode, async ({ input, language, logger }) => {
  const started = Date.now();
  const accounts = (await findUsersByPhone(input.phone)).filter((user) => user.state === ENABLED_STATE.enabled);
  try {
    await sendSmsCode('smsLogin', input.phone, language, accounts.length === 1);
  } catch (error) {
    if (!(error instanceof AppError) || error.messageKey !== 'error.mailTransport') throw error;
    logger.error('login code not sent', { reason: error.messageKey });
  }
  await holdAnswerUntilFloor(started, ENUMERATION_FLOOR_MS);
  return null;
});
