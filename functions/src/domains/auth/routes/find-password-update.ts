import { ERROR_CODE, findPasswordUpdate } from '@sddp/shared';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { peekOneTimeKey, spendOneTimeKeyItem } from '../data/one-time-keys';
import { changePassword } from './change-password';
import { sweepSessions } from './sweep-sessions';

const linkInvalid = () => new AppError(ERROR_CODE.invalid, 'error.resetLinkInvalid');

/**
 * The link is checked first but spent only in the transaction that sets the password, so a password
 * the policy refuses leaves the link usable, and two uses cannot both succeed.
 */
export const findPasswordUpdateRoute = route(findPasswordUpdate, async ({ input, setActor, logger }) => {
  const entry = await peekOneTimeKey('reset', input.key);
  const user = entry ? await getUser(entry.userId) : undefined;
  if (!user) throw linkInvalid();
  setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
  try {
    await changePassword(user, input, [spendOneTimeKeyItem('reset', input.key)]);
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODE.conflict) throw linkInvalid();
    throw error;
  }
  await sweepSessions(user.id, logger);
  return null;
});
