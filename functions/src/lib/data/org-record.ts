import type { EnabledState, OrgType } from '@sddp/shared';

export interface OrgRecord {
  id: number;
  orgCode: string;
  bpCode: string;
  orgName: string;
  orgType: OrgType;
  state: EnabledState;
  createTime: string;
  /** The projects the organisation is in: projectId → when it joined (spec §3 Project–organisation link). */
  projects: Record<string, string>;
  version: number;
}

/** What the catalogue keeps of an organisation: everything but the version. */
export type OrgSummary = Omit<OrgRecord, 'version'>;

/** Only the summary's fields, whatever else the source carries (keys, version). */
export function summaryOf(org: OrgSummary): OrgSummary {
  const { id, orgCode, bpCode, orgName, orgType, state, createTime, projects } = org;
  return { id, orgCode, bpCode, orgName, orgType, state, createTime, projects: projects ?? {} };
}
