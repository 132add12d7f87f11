import { projectAddCbs, projectAddOrg, projectListCbs, projectListOrg, projectRemoveCbs, projectRemoveOrg } from '@sddp/shared';
import type { AddedFlag, OrgKind } from '../org-kind';

/** Suppliers are organisations (…_org), contractors are cbs (…_cbs): same shapes, other paths. */
export const PROJECT_ORG_ENDPOINTS = {
  supplier: { list: projectListOrg, add: projectAddOrg, remove: projectRemoveOrg },
  contractor: { list: projectListCbs, add: projectAddCbs, remove: projectRemoveCbs },
} as const;

/** Spec §2.15: Y/N for suppliers, y/n for contractors; '' lists both. */
export function wireFlag(kind: OrgKind, flag: AddedFlag | undefined): string {
  if (!flag) return '';
  return kind === 'supplier' ? flag.toUpperCase() : flag;
}
