import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, ERROR_CODE, type EnabledState } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transact';
import { AppError, conflict } from '../errors';
import { writeWithCatalogue } from './org-catalogue';
import { usersOfOrg } from './user-listing';
import { setUserOrgName } from './user-updates';
import type { OrgRecord } from './org-record';

export type { OrgRecord } from './org-record';

export const orgNotFound = () => new AppError(ERROR_CODE.notFound, 'error.orgNotFound');

/** New organisations (created or imported) take ids after the spec's named ones. */
export const FIRST_NEW_ORG_ID = 1000;

export async function getOrg(id: number): Promise<OrgRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.org(id), ConsistentRead: true }));
  return Item ? ({ projects: {}, ...Item } as OrgRecord) : undefined;
}

export async function requireOrg(id: number): Promise<OrgRecord> {
  const org = await getOrg(id);
  if (!org) throw orgNotFound();
  return org;
}

/** The stored item: the record, its place in the all-organisations index, its kind. */
export function orgItem(org: OrgRecord): Record<string, unknown> & { pk: string; sk: string } {
  return { ...keys.org(org.id), gsi1pk: keys.allOrgs(), gsi1sk: keys.orgSortKey(org.id), kind: 'Org', ...org };
}

export function orgCodeGuardItem(org: Pick<OrgRecord, 'id' | 'orgCode'>): Record<string, unknown> & { pk: string; sk: string } {
  return { ...keys.orgCodeGuard(org.orgCode), orgId: org.id, kind: 'OrgCodeGuard' };
}

const putNew = (Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

export type NewOrg = Omit<OrgRecord, 'version' | 'state' | 'projects'> & Partial<Pick<OrgRecord, 'state' | 'projects'>>;

/** The organisation, its orgCode guard and its catalogue entry in one transaction. */
export async function createOrg(org: NewOrg): Promise<OrgRecord> {
  const record: OrgRecord = { state: ENABLED_STATE.enabled, projects: {}, version: 1, ...org };
  await writeWithCatalogue({
    items: [putNew(orgCodeGuardItem(record)), putNew(orgItem(record))],
    changed: [record],
    checkImportLock: true,
    onConditionFailed: (index) => (index === 0 ? conflict('error.orgCodeTaken') : conflict()),
  });
  return record;
}

/** Replaces the record if nobody changed it since it was read (version check), with its catalogue entry. */
async function replaceOrg(current: OrgRecord, next: Omit<OrgRecord, 'version'>): Promise<OrgRecord> {
  const record: OrgRecord = { ...next, version: current.version + 1 };
  await writeWithCatalogue({
    items: [
      {
        Put: {
          TableName: tableName(),
          Item: orgItem(record),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': current.version },
        },
      },
    ],
    changed: [record],
    onConditionFailed: () => conflict(),
  });
  return record;
}

export async function updateOrgDetails(id: number, fields: Pick<OrgRecord, 'orgName'> & Partial<Pick<OrgRecord, 'bpCode'>>): Promise<OrgRecord> {
  const current = await requireOrg(id);
  const bpCode = fields.bpCode ?? current.bpCode;
  if (current.orgName === fields.orgName && current.bpCode === bpCode) return current;
  const updated = await unlessAlreadyDone(
    id,
    (org) => org.orgName === fields.orgName && org.bpCode === bpCode,
    () => replaceOrg(current, { ...current, orgName: fields.orgName, bpCode }),
  );
  if (updated.orgName !== current.orgName) {
    for (const user of await usersOfOrg(id)) await setUserOrgName(user.id, updated.orgName);
  }
  return updated;
}

/**
 * A version conflict against a write that already did the same (a double submit) is no error: the
 * record is re-read and answered when it is as asked.
 */
async function unlessAlreadyDone(id: number, done: (org: OrgRecord) => boolean, write: () => Promise<OrgRecord>): Promise<OrgRecord> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError && error.code === ERROR_CODE.conflict)) throw error;
    const latest = await requireOrg(id);
    if (done(latest)) return latest;
    throw error;
  }
}

export async function setOrgState(id: number, state: EnabledState): Promise<OrgRecord> {
  const current = await requireOrg(id);
  if (current.state === state) return current;
  return unlessAlreadyDone(id, (org) => org.state === state, () => replaceOrg(current, { ...current, state }));
}

/** Joins or leaves a project; joining again or leaving twice changes nothing. */
export async function setOrgInProject(id: number, projectId: number, joined: boolean, now = new Date()): Promise<OrgRecord> {
  const current = await requireOrg(id);
  const key = String(projectId);
  if (Boolean(current.projects[key]) === joined) return current;
  const projects = { ...current.projects };
  if (joined) projects[key] = now.toISOString();
  else delete projects[key];
  return unlessAlreadyDone(id, (org) => Boolean(org.projects[key]) === joined, () => replaceOrg(current, { ...current, projects }));
}
