import { projectAddCbs, projectAddOrg, projectRemoveCbs, projectRemoveOrg } from '@sddp/shared';
import { assertProjectListOrg } from '#access/org-targets';
import { setOrgInProject } from '#entities/org';
import { removeOrgFromProjectMemberships, requireProject } from '#entities/project';
import { route } from '#http/route';
import { CONTRACTORS, SUPPLIERS, type OrgKind } from './org-kind';

type LinkEndpoint = typeof projectAddOrg | typeof projectRemoveOrg | typeof projectAddCbs | typeof projectRemoveCbs;

/** Each list moves only its own kind of organisation in or out; repeating a move changes nothing. */
const linkRoute = (endpoint: LinkEndpoint, kind: OrgKind, joined: boolean) =>
  route(endpoint, async ({ input, setLogParams }) => {
    const project = await requireProject(input.projectId);
    const org = await setOrgInProject(input.orgId, project.id, joined, { guard: (target) => assertProjectListOrg(target, kind.orgType) });
    if (!joined) await removeOrgFromProjectMemberships(org.id, project.id);
    setLogParams({ orgCode: org.orgCode, orgName: org.orgName, projectName: project.projectName });
    return null;
  });

export const addOrgRoute = linkRoute(projectAddOrg, SUPPLIERS, true);
export const removeOrgRoute = linkRoute(projectRemoveOrg, SUPPLIERS, false);
export const addCbsRoute = linkRoute(projectAddCbs, CONTRACTORS, true);
export const removeCbsRoute = linkRoute(projectRemoveCbs, CONTRACTORS, false);
