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
    if (org.inProjects.has(filter.projectId) !== filter.added) return false;
  }
  return true;
}

/**
 * The matches of recent filters, per catalogue copy: paging through one filter's results (the usual
 * next click) reuses them instead of scanning again. A new copy (any write) starts afresh.
 */
const MEMO_SIZE = 32;
const memos = new WeakMap<readonly CatalogueOrg[], Map<string, CatalogueOrg[]>>();

function matchesOf(catalogue: readonly CatalogueOrg[], filter: OrgFilter, needles: Record<'orgName' | 'orgCode' | 'bpCode', string>): CatalogueOrg[] {
  const memo = memos.get(catalogue) ?? new Map<string, CatalogueOrg[]>();
  memos.set(catalogue, memo);
  const key = JSON.stringify([filter.orgType ?? '', filter.projectId ?? '', filter.added ?? '', needles.orgName, needles.orgCode, needles.bpCode]);
  const known = memo.get(key);
  if (known) return known;
  const found = catalogue.filter((org) => matches(org, filter, needles));
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, found);
  return found;
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
  const matching = unfiltered ? catalogue : matchesOf(catalogue, filter, needles);
  const start = (page - 1) * limit;
  return { rows: matching.slice(start, start + limit), total: matching.length };
}

/** The organisations in a project (for sending every password): from the same catalogue. */
export async function orgsInProject(projectId: number, orgType?: OrgType): Promise<CatalogueOrg[]> {
  const catalogue = await currentCatalogue();
  return catalogue.filter((org) => org.inProjects.has(projectId) && (!orgType || org.orgType === orgType));
}
