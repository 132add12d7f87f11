import { ENABLED_STATE, derivePermissions, specialSupplierId } from '@sddp/shared';
import { findLiveSession } from '#entities/session';
import { accountWithOrg, projectsOfMember } from '#entities/user';
import { config } from '#kit/config';
import type { Principal } from './types';

/**
 * The caller behind a token: the session (1 GetItem), then the account with its organisation (1
 * strongly consistent BatchGetItem, so a disabled account or a changed role takes effect at once),
 * then the projects the grants depend on (its memberships and projects: data/user-projects.ts).
 */
export async function loadPrincipal(token: string): Promise<Principal | undefined> {
  const session = await findLiveSession(token);
  if (!session) return undefined;
  const { user, org } = await accountWithOrg(session.userId, session.orgId);
  if (!user || user.state !== ENABLED_STATE.enabled) return undefined;
  if (user.sessionsValidFrom && session.createdAt < user.sessionsValidFrom) return undefined;
  const memberships = (await projectsOfMember(user, org)).map((project) => ({ id: project.id, state: project.state }));
  const projectIds = memberships.map((project) => project.id);
  const supplierId = specialSupplierId(memberships);
  return {
    user,
    permissions: derivePermissions(user, memberships, config().SCORE_SUPERUSER_CODES),
    projectIds,
    tokenHash: session.tokenHash,
    ...(supplierId === undefined ? {} : { supplierId }),
  };
}
