import { ENABLED_STATE, ORG_ID, ORG_TYPE, type EnabledState } from '../constants';
import { isPlatformAdmin, type AccessActor } from './actor';

export interface OrgTarget {
  id: number;
  orgType: string;
  orgName: string;
}

export interface OrgChange {
  orgName?: string;
  state?: EnabledState;
}

/** Why a change to an organisation is refused: `operatingOrg` → error.operatingOrgProtected, `ownOrg` → error.forbidden. */
export type OrgChangeRefusal = 'operatingOrg' | 'ownOrg';

/** The platform's own organisation (orgType '50'; organisation 1 in the spec's data). */
export const isOperatingOrg = (org: { id: number; orgType: string }) => org.id === ORG_ID.operating || org.orgType === ORG_TYPE.operating;

/**
 * /org/admin/update and /org/admin/state: nobody disables the operating organisation or their own (that
 * would lock the administrators out); only admin renames the operating organisation. The organisation
 * list offers Disable by the same rule.
 */
export function orgChangeRefusal(actor: AccessActor, org: OrgTarget, change: OrgChange): OrgChangeRefusal | undefined {
  const disabling = change.state === ENABLED_STATE.disabled;
  if (disabling && isOperatingOrg(org)) return 'operatingOrg';
  if (disabling && org.id === actor.user.orgId) return 'ownOrg';
  const renaming = change.orgName !== undefined && change.orgName !== org.orgName;
  if (renaming && isOperatingOrg(org) && !isPlatformAdmin(actor)) return 'operatingOrg';
  return undefined;
}
