import { projectListCbs, projectListOrg, type ProjectOrgRow } from '@sddp/shared';
import { listOrgs, type ListedOrg } from '#entities/org';
import { requireProject } from '#entities/project';
import { route } from '#http/route';
import { CONTRACTORS, SUPPLIERS, type OrgKind } from './org-kind';

function toRow(org: ListedOrg, projectId: number, kind: OrgKind): ProjectOrgRow {
  const joinedAt = org.projects[String(projectId)] ?? '';
  return {
    id: org.id,
    projectId,
    orgId: org.id,
    orgCode: org.orgCode,
    bpCode: org.bpCode,
    orgName: org.orgName,
    orgType: org.orgType,
    flag: joinedAt ? kind.flag.added : kind.flag.notAdded,
    addState: joinedAt ? 'y' : 'n',
    state: org.state,
    createTime: joinedAt,
  };
}

const listRoute = (endpoint: typeof projectListOrg | typeof projectListCbs, kind: OrgKind) =>
  route(endpoint, async ({ input }) => {
    const project = await requireProject(input.projectId);
    const added = input.flag === '' ? undefined : input.flag === 'y';
    const { rows, total } = await listOrgs(
      { orgType: kind.orgType, orgName: input.orgName, orgCode: input.orgCode, projectId: project.id, added },
      input.page,
      input.limit,
    );
    return {
      rows: rows.map((org) => toRow(org, project.id, kind)),
      total,
      projectName: project.projectName,
      projectNameEn: project.projectNameEn,
    };
  });

export const listProjectSuppliersRoute = listRoute(projectListOrg, SUPPLIERS);
export const listProjectContractorsRoute = listRoute(projectListCbs, CONTRACTORS);
