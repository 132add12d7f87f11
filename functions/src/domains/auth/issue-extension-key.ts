import { ERROR_CODE, issueExtensionKey } from '@sddp/shared';
import { assertExtensionKeyTarget } from '../../lib/access/account-targets';
import { config } from '../../lib/config';
import { issueOneTimeKey } from '../../lib/data/one-time-keys';
import { getOrg } from '../../lib/data/orgs';
import { getUser } from '../../lib/data/users';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/types';

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
