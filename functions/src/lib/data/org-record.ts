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

/** What the catalogue keeps of an organisation: the record, version included (the list's edit forms send it back). */
export type OrgSummary = OrgRecord;

/** Only the summary's fields, whatever else the source carries (keys, kind). */
export function summaryOf(org: OrgSummary): OrgSummary {
  const { id, orgCode, bpCode, orgName, orgType, state, createTime, projects, version } = org;
  return { id, orgCode, bpCode, orgName, orgType, state, createTime, projects: projects ?? {}, version };
}
