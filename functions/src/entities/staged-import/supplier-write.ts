import { ENABLED_STATE, ORG_TYPE } from '@sddp/shared';
import type { OrgRecord } from '../org/org-record';
import { orgCodeGuardItem, orgItem } from '../org/orgs';
import { primaryAccountOf } from '../org/primary-accounts';
import { userItems } from '../user/users';
import { rowsPerStep, type StagedItem, type StagedRow } from './staged-write';
import type { ImportRow } from './supplier-plan';

export { ImportStoppedError, WRITE_LANES } from './staged-write';

/** Guards per supplier row: its code and its primary account's login. */
export const SUPPLIER_GUARDS = 2;
/** Supplier rows per step (48: their 96 guards and the lane check in one transaction). */
export const ROWS_PER_STEP = rowsPerStep(SUPPLIER_GUARDS);

export interface ImportedSupplier extends StagedRow {
  row: ImportRow;
  record: OrgRecord;
  /** The code guard and the login guard, both naming the job: written in the step's transaction. */
  guards: [StagedItem, StagedItem];
  /** The organisation and its primary account: written in batches once their guards are in. */
  items: [StagedItem, StagedItem];
}

export function importedSupplier(jobId: string, row: ImportRow, id: number, userId: number, createTime: string): ImportedSupplier {
  const record: OrgRecord = {
    id,
    orgCode: row.orgCode,
    bpCode: row.bpCode,
    orgName: row.orgName,
    orgType: ORG_TYPE.supplier,
    state: ENABLED_STATE.enabled,
    createTime,
    projects: {},
    contact: { linkman: row.linkman, mobile: row.mobile, email: row.email },
    primaryUserId: userId,
    version: 1,
  };
  const { entity, guard } = userItems(primaryAccountOf(record, record.contact, userId));
  return {
    row,
    record,
    guards: [
      { ...orgCodeGuardItem(record), importJob: jobId },
      { ...guard, importJob: jobId },
    ],
    items: [orgItem(record), entity],
  };
}

/** A code another writer took after the plan read it: the organisation code, or the login. */
export interface WriteConflict {
  row: ImportRow;
  taken: 'orgCode' | 'login';
}
