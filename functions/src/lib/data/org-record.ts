import type { EnabledState, OrgType } from '@sddp/shared';

/** The primary contact: the name, mobile and e-mail of the organisation's primary account. */
export interface OrgContact {
  linkman: string;
  mobile: string;
  email: string;
}

export const NO_CONTACT: OrgContact = { linkman: '', mobile: '', email: '' };

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
  /** Kept equal to the primary account's contact details by every write of either (docs/data-model.md). */
  contact: OrgContact;
  /** The primary account (userType 100); 0 for an organisation recorded before primary accounts. */
  primaryUserId: number;
  version: number;
}

/** What the catalogue keeps of an organisation: the record, version included (the list's edit forms send it back). */
export type OrgSummary = OrgRecord;

/** Only the summary's fields, whatever else the source carries (keys, kind); defaults for records older than a field. */
export function summaryOf(org: OrgSummary): OrgSummary {
  const { id, orgCode, bpCode, orgName, orgType, state, createTime, projects, contact, primaryUserId, version } = org;
  return {
    id,
    orgCode,
    bpCode: bpCode ?? '',
    orgName,
    orgType,
    state,
    createTime,
    projects: projects ?? {},
    contact: { ...NO_CONTACT, ...contact },
    primaryUserId: Number(primaryUserId ?? 0),
    version: Number(version ?? 1),
  };
}
