import { ENABLED_STATE, derivePermissions, specialSupplierId } from '@sddp/shared';
import { config } from '../config';
import { projectsOf } from '../data/user-projects';
import { findLiveSession } from '../data/sessions';
import { getUser } from '../data/users';
import type { Principal } from './types';

/**
 * The caller behind a token: the session (1 GetItem), the user (1 GetItem, so a disabled account or a
 * changed role takes effect at once) and the projects the grants depend on (the organisation, its
 * memberships and projects: data/user-projects.ts).
 */
export async function loadPrincipal(token: string): Promise<Principal | undefined> {
  const session = await findLiveSession(token);
  if (!session) return undefined;
  const user = await getUser(session.userId);
  if (!user || user.state !== ENABLED_STATE.enabled) return undefined;
  if (user.sessionsValidFrom && session.createdAt < user.sessionsValidFrom) return undefined;
  const memberships = (await projectsOf(user)).map((project) => ({ id: project.id, state: project.state }));
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
