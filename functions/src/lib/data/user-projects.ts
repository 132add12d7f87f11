import { ORG_ID, ORG_TYPE, PROJECT_ID, USER_TYPE } from '@sddp/shared';
import { projectIdsOfUser } from './memberships';
import { getOrg } from './orgs';
import { getProjects, listAllProjects, type ProjectRecord } from './projects';
import type { UserRecord } from './users';

/**
 * The projects an account takes part in (docs/data-model.md "Who takes part in which project"):
 * - the operating organisation's accounts administer every delivery project;
 * - an organisation takes part in the projects it has joined; its primary account sees all of them;
 * - its other accounts see the ones their user manager assigned, only while the organisation is in
 *   them: leaving a project takes it from every account of the organisation at once.
 * Read on every call (the principal), so a change shows in the very next request.
 */
export async function projectsOf(user: Pick<UserRecord, 'id' | 'orgId' | 'userType'>): Promise<ProjectRecord[]> {
  const org = await getOrg(user.orgId);
  if (user.orgId === ORG_ID.operating || org?.orgType === ORG_TYPE.operating) {
    // 8000 is this platform itself (the operation log's project), not a delivery project.
    return (await listAllProjects()).filter((project) => project.id !== PROJECT_ID.userSystem);
  }
  const joined = new Set(Object.keys(org?.projects ?? {}).map(Number));
  const ids = user.userType === USER_TYPE.primary ? [...joined] : (await projectIdsOfUser(user.id)).filter((id) => joined.has(id));
  return getProjects(ids);
}
