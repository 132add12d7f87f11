import { ENABLED_STATE, ORG_TYPE, type OrgType } from '../constants';
import { isOperatingOrg } from './org-changes';

/** Spec §2.15: passwords go to the organisations of a project, which are suppliers and contractors. */
const RECIPIENT_ORG_TYPES: readonly string[] = [ORG_TYPE.supplier, ORG_TYPE.contractor] satisfies OrgType[];

/** A supplier or contractor (never the operating organisation): the kinds of organisation a project's passwords go to. */
export const isPasswordOrgKind = (org: { id: number; orgType: string }) =>
  !isOperatingOrg(org) && RECIPIENT_ORG_TYPES.includes(org.orgType);

/**
 * Whether Send password can reach an organisation: an enabled supplier or contractor that has joined the
 * project. The server refuses a send by this rule and a project's organisation list offers it by it.
 */
export const receivesPasswords = (org: { id: number; orgType: string; state: string }, joined: boolean) =>
  joined && isPasswordOrgKind(org) && org.state === ENABLED_STATE.enabled;
