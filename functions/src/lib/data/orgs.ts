import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, ERROR_CODE, type EnabledState } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transact';
import { AppError, conflict, staleEdit } from '../errors';
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

const UNVERSIONED_ATTEMPTS = 3;

export interface OrgEditOptions {
  /** The version the caller's form was opened with; absent for edits that are not made from one. */
  expectedVersion?: number;
  /** Object-level rules (lib/access) on the record as read, before anything is written. */
  guard?: (org: OrgRecord) => void;
}

interface OrgEdit extends OrgEditOptions {
  isDone: (org: OrgRecord) => boolean;
  change: (org: OrgRecord) => Omit<OrgRecord, 'version'>;
}

/**
 * An edit of one organisation, written conditional on the version it read. Nothing to do when it
 * already is as asked (a double submit answers 200 and writes once). An edit made from a form sends the
 * version it was opened with: older than the stored one, it is refused as stale (the 409 carries the
 * current record). An edit without one (a join, a state set by an old client) is applied again to the
 * latest record when another write got in between. Answers the record before and after.
 */
async function editOrg(id: number, edit: OrgEdit): Promise<{ before: OrgRecord; after: OrgRecord }> {
  for (let attempt = 1; ; attempt++) {
    const current = await requireOrg(id);
    edit.guard?.(current);
    if (edit.isDone(current)) return { before: current, after: current };
    if (edit.expectedVersion !== undefined && edit.expectedVersion !== current.version) throw staleEdit(current);
    try {
      return { before: current, after: await replaceOrg(current, edit.change(current)) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === ERROR_CODE.conflict) || attempt >= UNVERSIONED_ATTEMPTS) throw error;
    }
  }
}

export async function updateOrgDetails(
  id: number,
  fields: Pick<OrgRecord, 'orgName'> & Partial<Pick<OrgRecord, 'bpCode'>>,
  options: OrgEditOptions,
): Promise<OrgRecord> {
  const asked = (org: OrgRecord) => ({ orgName: fields.orgName, bpCode: fields.bpCode ?? org.bpCode });
  const { before, after } = await editOrg(id, {
    ...options,
    isDone: (org) => org.orgName === asked(org).orgName && org.bpCode === asked(org).bpCode,
    change: (org) => ({ ...org, ...asked(org) }),
  });
  if (after.orgName !== before.orgName) {
    for (const user of await usersOfOrg(id)) await setUserOrgName(user.id, after.orgName);
  }
  return after;
}

export async function setOrgState(id: number, state: EnabledState, options: OrgEditOptions = {}): Promise<OrgRecord> {
  const { after } = await editOrg(id, { ...options, isDone: (org) => org.state === state, change: (org) => ({ ...org, state }) });
  return after;
}

/** Joins or leaves a project; joining again or leaving twice changes nothing. */
export async function setOrgInProject(id: number, projectId: number, joined: boolean, options: Pick<OrgEditOptions, 'guard'> = {}, now = new Date()): Promise<OrgRecord> {
  const key = String(projectId);
  const { after } = await editOrg(id, {
    ...options,
    isDone: (org) => Boolean(org.projects[key]) === joined,
    change: (org) => {
      const projects = { ...org.projects };
      if (joined) projects[key] = now.toISOString();
      else delete projects[key];
      return { ...org, projects };
    },
  });
  return after;
}
