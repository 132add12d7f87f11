import { ERROR_CODE, issueExtensionKey } from '@sddp/shared';
import { getOrg } from '#entities/org';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { config } from '#kit/config';
import { AppError } from '#kit/errors';
import { assertExtensionKeyTarget } from '../data/account-targets';
import { issueOneTimeKey } from '../data/one-time-keys';

const EXTENSION_KEY_MINUTES = 5;

export const issueExtensionKeyRoute = route(issueExtensionKey, async ({ input, setLogParams }) => {
  const user = await getUser(input.userId);
  if (!user) throw new AppError(ERROR_CODE.notFound, 'error.userNotFound');
  assertExtensionKeyTarget(user, await getOrg(user.orgId));
  if (!user.extension) throw new AppError(ERROR_CODE.invalid, 'error.extensionMissing');
  const { key, expiresAt } = await issueOneTimeKey('extension', user.id, EXTENSION_KEY_MINUTES);
  setLogParams({ userCode: user.userCode });
  return { k: key, expiresAt, url: `${config().PUBLIC_URL}/login?k=${encodeURIComponent(key)}` };
});
