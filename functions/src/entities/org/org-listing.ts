import type { OrgType } from '@sddp/shared';
import { createMatchMemo, pageOf } from '#kit/list-index';
import { currentOrgListCopy, type ListedOrg } from './org-list-copy';

export interface OrgFilter {
  /** Each matches anywhere in the value, ignoring case; '' matches everything. */
  orgName?: string;
  orgCode?: string;
  bpCode?: string;
  orgType?: OrgType;
  /** With `added`: only organisations in (true) or out of (false) this project. */
  projectId?: number;
  added?: boolean;
}

export interface OrgPage {
  rows: ListedOrg[];
  total: number;
}

const needle = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** The filter as a predicate and a memo key; undefined when it filters nothing. */
function matcherOf(filter: OrgFilter): { key: string; matches: (org: ListedOrg) => boolean } | undefined {
  const name = needle(filter.orgName);
  const code = needle(filter.orgCode);
  const bp = needle(filter.bpCode);
  const inProject =
    filter.projectId !== undefined && filter.added !== undefined ? { projectId: filter.projectId, added: filter.added } : undefined;
  if (!filter.orgType && !name && !code && !bp && !inProject) return undefined;
  return {
    key: JSON.stringify([filter.orgType ?? '', inProject?.projectId ?? '', inProject?.added ?? '', name, code, bp]),
    matches: (org) =>
      (!filter.orgType || org.orgType === filter.orgType) &&
      (!name || org.search.orgName.includes(name)) &&
      (!code || org.search.orgCode.includes(code)) &&
      (!bp || org.search.bpCode.includes(bp)) &&
      (!inProject || org.inProjects.has(inProject.projectId) === inProject.added),
  };
}

const matchMemo = createMatchMemo<ListedOrg>();

/** Every organisation that matches, newest first (A27). */
export async function matchingOrgs(filter: OrgFilter): Promise<readonly ListedOrg[]> {
  const catalogue = await currentOrgListCopy();
  const matcher = matcherOf(filter);
  return matchMemo(catalogue, matcher?.key ?? '', matcher?.matches);
}

/** Newest first; the total counts every match (docs/data-model.md A27). */
export async function listOrgs(filter: OrgFilter, page: number, limit: number): Promise<OrgPage> {
  return pageOf(await matchingOrgs(filter), page, limit);
}

/** The organisations in a project (for sending every password): from the same catalogue. */
export const orgsInProject = (projectId: number, orgType?: OrgType) =>
  matchingOrgs({ projectId, added: true, ...(orgType ? { orgType } : {}) });
