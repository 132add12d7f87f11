import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { orgCodeGuardItem, orgItem, type OrgRecord, publishImported } from '#entities/org';
import { db, tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { freshOrgCode } from './orgs';

/** An organisation as the platform recorded it before primary accounts: no contact, no account. */
export async function putOrgWithoutPrimaryAccount(): Promise<OrgRecord> {
  const org: OrgRecord = {
    id: await nextId('org', 600_000),
    orgCode: await freshOrgCode(),
    bpCode: '',
    orgName: '旧机构',
    orgType: '10',
    state: '1',
    createTime: new Date().toISOString(),
    projects: {},
    contact: { linkman: '', mobile: '', email: '' },
    primaryUserId: 0,
    version: 1,
  };
  for (const Item of [orgCodeGuardItem(org), orgItem(org)]) await db().send(new PutCommand({ TableName: tableName(), Item }));
  await publishImported([org]);
  return org;
}
