import { ORG_TYPE, type OrgType } from '@sddp/shared';

const LABEL_KEYS = {
  [ORG_TYPE.supplier]: 'ui.org.type.supplier',
  [ORG_TYPE.contractor]: 'ui.org.type.contractor',
  [ORG_TYPE.operating]: 'ui.org.type.operating',
  [ORG_TYPE.dhmc]: 'ui.org.type.dhmc',
  [ORG_TYPE.owner]: 'ui.org.type.owner',
} as const satisfies Record<OrgType, string>;

/** The catalogue key of an organisation type's label (spec §3 Organisation). */
export const orgTypeLabelKey = (type: OrgType) => LABEL_KEYS[type];

/** The types the 'Add other organisation' dialog offers (spec §2.13). */
export const OTHER_ORG_TYPES = [ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner] as const;
