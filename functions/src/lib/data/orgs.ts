import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, type EnabledState, type OrgType } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { putWithUniqueGuard } from '../db/unique';

export interface OrgRecord {
  id: number;
  orgCode: string;
  bpCode: string;
  orgName: string;
  orgType: OrgType;
  state: EnabledState;
  createTime: string;
  version: number;
}

export async function getOrg(id: number): Promise<OrgRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.org(id) }));
  return Item as OrgRecord | undefined;
}

/** The organisation and its orgCode guard in one transaction. */
export async function createOrg(org: Omit<OrgRecord, 'version' | 'state'> & Partial<Pick<OrgRecord, 'state'>>): Promise<OrgRecord> {
  const record: OrgRecord = { state: ENABLED_STATE.enabled, version: 1, ...org };
  await putWithUniqueGuard(
    { ...keys.org(org.id), gsi1pk: keys.allOrgs(), gsi1sk: keys.orgSortKey(org.id), kind: 'Org', ...record },
    { ...keys.orgCodeGuard(org.orgCode), orgId: org.id, kind: 'OrgCodeGuard' },
    'error.orgCodeTaken',
  );
  return record;
}
