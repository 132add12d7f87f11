import { ORG_ID, ORG_TYPE, PROJECT_ID, USER_TYPE } from '@sddp/shared';
import { createMatchMemo, pageOf, type ListCopy } from '#kit/list-index';
import { currentOrgListCopy, type ListedOrg } from '../org/org-list-copy';
import { listAllProjects, type ProjectRecord } from '../project/projects';
import { currentUserListCopy, type ListedUser, type UserIndexRow } from './user-list-copy';

export interface UserFilter {
  /** Only the accounts of this organisation (a user manager's list). */
  orgId?: number;
  /** Each matches anywhere in the value, ignoring case; '' matches everything. */
  linkman?: string;
  orgName?: string;
  userCode?: string;
  linkPhone?: string;
  /** Exact account category; '' is all. */
  userRole?: string;
  /** Only the accounts taking part in this project now. */
  projectId?: number;
}

const orgMaps = new WeakMap<ListCopy<ListedOrg>, { generation: number; byId: Map<number, ListedOrg> }>();

/** The organisations by id, built once per version of the copy. */
function orgMapOf(orgs: ListCopy<ListedOrg>): Map<number, ListedOrg> {
  const held = orgMaps.get(orgs);
  if (held?.generation === orgs.generation) return held.byId;
  const byId = new Map(orgs.rows.map((org) => [org.id, org]));
  orgMaps.set(orgs, { generation: orgs.generation, byId });
  return byId;
}

/**
 * Who takes part in which project, resolved when a list is read (docs/data-model.md "Who takes part in
 * which project"): the operating organisation's accounts in every delivery project; a primary account
 * in every project of its organisation; another account in the ones assigned to it while its
 * organisation is in them. The organisations come from their catalogue copy, the projects from their list.
 */
export class Participation {
  private readonly deliveryProjects: Map<number, ProjectRecord>;

  constructor(
    private readonly orgs: ListCopy<ListedOrg>,
    projects: readonly ProjectRecord[],
  ) {
    this.deliveryProjects = new Map(
      projects.filter((project) => project.id !== PROJECT_ID.userSystem).map((project) => [project.id, project]),
    );
  }

  private orgOf(orgId: number): ListedOrg | undefined {
    return orgMapOf(this.orgs).get(orgId);
  }

  orgTypeOf(orgId: number): string {
    return this.orgOf(orgId)?.orgType ?? '';
  }

  projectIdsOf(user: Pick<UserIndexRow, 'orgId' | 'userType' | 'assignedProjectIds'>): number[] {
    const org = this.orgOf(user.orgId);
    if (user.orgId === ORG_ID.operating || org?.orgType === ORG_TYPE.operating) return [...this.deliveryProjects.keys()];
    const joined = org?.inProjects ?? new Set<number>();
    const ids = user.userType === USER_TYPE.primary ? [...joined] : user.assignedProjectIds.filter((id) => joined.has(id));
    return ids.filter((id) => this.deliveryProjects.has(id)).sort((left, right) => left - right);
  }

  projectsOf(user: Pick<UserIndexRow, 'orgId' | 'userType' | 'assignedProjectIds'>): ProjectRecord[] {
    return this.projectIdsOf(user).flatMap((id) => this.deliveryProjects.get(id) ?? []);
  }
}

/** The organisations and projects the rows of one request are resolved against (two reads of copies/small lists). */
export async function currentParticipation(): Promise<Participation> {
  const [orgs, projects] = await Promise.all([currentOrgListCopy(), listAllProjects()]);
  return new Participation(orgs, projects);
}

const needle = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** A serial per organisation copy, so a memo of a project filter is dropped when that copy changes. */
const copySerials = new WeakMap<object, number>();
let nextSerial = 0;
const stampOf = (copy: ListCopy<ListedOrg>) => {
  if (!copySerials.has(copy)) copySerials.set(copy, nextSerial++);
  return `${copySerials.get(copy)}.${copy.generation}`;
};

function matcherOf(filter: UserFilter, participation: Participation, orgs: ListCopy<ListedOrg>) {
  const text = {
    linkman: needle(filter.linkman),
    orgName: needle(filter.orgName),
    userCode: needle(filter.userCode),
    linkPhone: needle(filter.linkPhone),
  };
  const role = filter.userRole ?? '';
  const { orgId, projectId } = filter;
  if (orgId === undefined && projectId === undefined && !role && !Object.values(text).some(Boolean)) return undefined;
  return {
    key: JSON.stringify([orgId ?? '', projectId ?? '', projectId === undefined ? '' : stampOf(orgs), role, text]),
    matches: (user: ListedUser) =>
      (orgId === undefined || user.orgId === orgId) &&
      (!role || user.userRole === role) &&
      (!text.linkman || user.search.linkman.includes(text.linkman)) &&
      (!text.orgName || user.search.orgName.includes(text.orgName)) &&
      (!text.userCode || user.search.userCode.includes(text.userCode)) &&
      (!text.linkPhone || user.search.linkPhone.includes(text.linkPhone)) &&
      (projectId === undefined || participation.projectIdsOf(user).includes(projectId)),
  };
}

const matchMemo = createMatchMemo<ListedUser>();

export interface UserPage {
  rows: ListedUser[];
  total: number;
  participation: Participation;
}

/** Newest first; the total counts every match (docs/data-model.md A38). */
export async function listUsers(filter: UserFilter, page: number, limit: number): Promise<UserPage> {
  const [users, orgs, projects] = await Promise.all([currentUserListCopy(), currentOrgListCopy(), listAllProjects()]);
  const participation = new Participation(orgs, projects);
  const matcher = matcherOf(filter, participation, orgs);
  const matching = matchMemo(users, matcher?.key ?? '', matcher?.matches);
  return { ...pageOf(matching, page, limit), participation };
}
