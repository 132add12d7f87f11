import type { OrgType } from '@sddp/shared';
import { currentCatalogue, type CatalogueOrg } from './org-catalogue';

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
  rows: CatalogueOrg[];
  total: number;
}

function matches(org: CatalogueOrg, filter: OrgFilter, needles: { orgName: string; orgCode: string; bpCode: string }): boolean {
  if (filter.orgType && org.orgType !== filter.orgType) return false;
  if (needles.orgName && !org.search.orgName.includes(needles.orgName)) return false;
  if (needles.orgCode && !org.search.orgCode.includes(needles.orgCode)) return false;
  if (needles.bpCode && !org.search.bpCode.includes(needles.bpCode)) return false;
  if (filter.projectId !== undefined && filter.added !== undefined) {
    if (Boolean(org.projects[String(filter.projectId)]) !== filter.added) return false;
  }
  return true;
}

/** Newest first; the total counts every match (docs/data-model.md A27). */
export async function listOrgs(filter: OrgFilter, page: number, limit: number): Promise<OrgPage> {
  const catalogue = await currentCatalogue();
  const needles = {
    orgName: (filter.orgName ?? '').trim().toLowerCase(),
    orgCode: (filter.orgCode ?? '').trim().toLowerCase(),
    bpCode: (filter.bpCode ?? '').trim().toLowerCase(),
  };
  const unfiltered = !filter.orgType && !needles.orgName && !needles.orgCode && !needles.bpCode && filter.added === undefined;
  const start = (page - 1) * limit;
  if (unfiltered) return { rows: catalogue.slice(start, start + limit), total: catalogue.length };
  const rows: CatalogueOrg[] = [];
  let total = 0;
  for (const org of catalogue) {
    if (!matches(org, filter, needles)) continue;
    if (total >= start && rows.length < limit) rows.push(org);
    total += 1;
  }
  return { rows, total };
}

/** The organisations in a project (for sending every password): from the same catalogue. */
export async function orgsInProject(projectId: number, orgType?: OrgType): Promise<CatalogueOrg[]> {
  const catalogue = await currentCatalogue();
  return catalogue.filter((org) => Boolean(org.projects[String(projectId)]) && (!orgType || org.orgType === orgType));
}
