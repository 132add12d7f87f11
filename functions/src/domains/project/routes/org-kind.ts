import { ORG_TYPE, type OrgType } from '@sddp/shared';

/** The two project lists of spec §2.15: which organisations each manages and how it spells its flag. */
export interface OrgKind {
  orgType: OrgType;
  flag: { added: 'Y' | 'y'; notAdded: 'N' | 'n' };
}

export const SUPPLIERS: OrgKind = { orgType: ORG_TYPE.supplier, flag: { added: 'Y', notAdded: 'N' } };
export const CONTRACTORS: OrgKind = { orgType: ORG_TYPE.contractor, flag: { added: 'y', notAdded: 'n' } };
