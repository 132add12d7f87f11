import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, type EnabledState, type OrgType } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { isConditionFailure } from '../db/conditions';
import { keys } from '../db/keys';
import { conflict } from '../errors';

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
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.orgCodeGuard(org.orgCode), orgId: org.id, kind: 'OrgCodeGuard' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.org(org.id), gsi1pk: keys.allOrgs(), gsi1sk: keys.orgSortKey(org.id), kind: 'Org', ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('error.orgCodeTaken');
    throw error;
  }
  return record;
}
