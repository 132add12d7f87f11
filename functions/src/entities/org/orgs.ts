import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, ERROR_CODE, type EnabledState } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { AppError, conflict, staleEdit } from '#kit/errors';
import { isHeldByRunningImport } from '../staged-import/guards';
import { noteUserIndexWrite, userIndexItems } from '../user/user-list-copy';
import { usersOfOrg } from '../user/user-listing';
import { readUserNow, withUserIndex } from '../user/user-record-write';
import { setUserOrgName } from '../user/user-updates';
import { userItems, type NewUser } from '../user/users';
import { writeWithListCopy } from './org-list-copy';
import { NO_CONTACT, summaryOf, type OrgContact, type OrgRecord } from './org-record';
import { contactOf, primaryAccountOf, primaryContactItem } from './primary-accounts';

export type { OrgRecord } from './org-record';

export const orgNotFound = () => new AppError(ERROR_CODE.notFound, 'error.orgNotFound');

/** New organisations (created or imported) take ids after the spec's named ones. */
export const FIRST_NEW_ORG_ID = 1000;

export async function getOrg(id: number): Promise<OrgRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.org(id), ConsistentRead: true }));
  return Item ? summaryOf(Item) : undefined;
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

export type NewOrg = Omit<OrgRecord, 'version' | 'state' | 'projects' | 'contact' | 'primaryUserId'> &
  Partial<Pick<OrgRecord, 'state' | 'projects' | 'contact'>>;

/** Accounts created with an organisation take ids from here on (the demo's are below). */
export const FIRST_NEW_USER_ID = 2000;

const orgLoginTaken = (orgCode: string) => new AppError(ERROR_CODE.conflict, 'error.orgLoginTaken', { params: { orgCode } });

/**
 * The organisation, its primary account, the guards of both codes and the catalogue entry in one
 * transaction: an organisation never exists without its primary account (docs/data-model.md).
 * `primary` overrides the account's defaults (the demo seed names its accounts); `also` adds items of
 * the caller's (a name claim) to the same transaction.
 */
export async function createOrg(org: NewOrg, primary: Partial<NewUser> = {}, also: AlsoWritten = { items: [] }): Promise<OrgRecord> {
  const userId = primary.id ?? (await nextId('user', FIRST_NEW_USER_ID));
  const record: OrgRecord = { state: ENABLED_STATE.enabled, projects: {}, version: 1, contact: NO_CONTACT, ...org, primaryUserId: userId };
  const account = primaryAccountOf(record, record.contact, userId, primary);
  record.contact = contactOf(account);
  const { entity, guard } = userItems(account);
  const codeGuard = orgCodeGuardItem(record);
  const own = [putNew(codeGuard), putNew(orgItem(record)), putNew(guard), putNew(entity), ...(await userIndexItems([account]))];
  try {
    await writeWithListCopy({
      items: [...own, ...also.items],
      changed: [record],
      onConditionFailed: (index) =>
        index === 0
          ? conflict('error.orgCodeTaken')
          : index === 2
            ? orgLoginTaken(account.userCode)
            : index >= own.length
              ? (also.onConditionFailed?.(index - own.length) ?? conflict())
              : conflict(),
    });
  } catch (error) {
    throw await unlessHeldByImport(error, guardThatRefused(error, codeGuard, guard));
  }
  noteUserIndexWrite();
  return record;
}

const guardThatRefused = (error: unknown, codeGuard: { pk: string; sk: string }, loginGuard: { pk: string; sk: string }) =>
  error instanceof AppError && error.messageKey === 'error.orgCodeTaken'
    ? codeGuard
    : error instanceof AppError && error.messageKey === 'error.orgLoginTaken'
      ? loginGuard
      : undefined;

/**
 * A code taken by a supplier import that has not finished may be free again shortly (the import
 * rolls back if it fails): the create is told the import is busy rather than that the code is taken.
 */
async function unlessHeldByImport(error: unknown, guardKey: { pk: string; sk: string } | undefined): Promise<unknown> {
  if (!guardKey || !(await isHeldByRunningImport({ pk: guardKey.pk, sk: guardKey.sk }))) return error;
  return new AppError(ERROR_CODE.conflict, 'error.importBusy', { cause: error });
}

/**
 * Replaces the record if nobody changed it since it was read (version check), with its catalogue entry
 * and `also` (the primary account's side of a contact change) in the same transaction.
 */
async function replaceOrg(current: OrgRecord, next: Omit<OrgRecord, 'version'>, also: AlsoWritten = { items: [] }): Promise<OrgRecord> {
  const record: OrgRecord = { ...next, version: current.version + 1 };
  await writeWithListCopy({
    items: [
      {
        Put: {
          TableName: tableName(),
          Item: orgItem(record),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': current.version },
        },
      },
      ...also.items,
    ],
    changed: [record],
    onConditionFailed: (index) => (index === 0 ? conflict() : (also.onConditionFailed?.(index - 1) ?? conflict())),
  });
  return record;
}

export interface AlsoWritten {
  items: TransactItem[];
  onConditionFailed?: (index: number) => Error;
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
  /** Items of other records written in the same transaction, given the record before and after. */
  also?: (current: OrgRecord, next: Omit<OrgRecord, 'version'>) => Promise<AlsoWritten>;
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
      const next = edit.change(current);
      return { before: current, after: await replaceOrg(current, next, await edit.also?.(current, next)) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === ERROR_CODE.conflict) || attempt >= UNVERSIONED_ATTEMPTS) throw error;
    }
  }
}

/** An absent BP code or contact stays as it is. */
export type OrgDetails = Pick<OrgRecord, 'orgName'> & Partial<Pick<OrgRecord, 'bpCode' | 'contact'>>;

const sameContact = (left: OrgContact, right: OrgContact) =>
  left.linkman === right.linkman && left.mobile === right.mobile && left.email === right.email;

/**
 * Name, BP code and the primary contact. The contact is the primary account's: it changes with the
 * organisation in one transaction, and an organisation recorded before primary accounts gets one here
 * (login = its code) once its contact is completed.
 */
export async function updateOrgDetails(id: number, fields: OrgDetails, options: OrgEditOptions): Promise<OrgRecord> {
  const asked = (org: OrgRecord) => ({
    orgName: fields.orgName,
    bpCode: fields.bpCode ?? org.bpCode,
    contact: fields.contact ?? org.contact,
  });
  const { before, after } = await editOrg(id, {
    ...options,
    isDone: (org) => org.orgName === asked(org).orgName && org.bpCode === asked(org).bpCode && sameContact(org.contact, asked(org).contact),
    change: (org) => ({ ...org, ...asked(org) }),
    also: (current, next) => primaryContactWrites(current, next),
  });
  if (after.orgName !== before.orgName) {
    for (const user of await usersOfOrg(id)) await setUserOrgName(user.id, after.orgName);
  }
  return after;
}

/** The primary account's side of an organisation write: its contact updated, or the account created. */
async function primaryContactWrites(current: OrgRecord, next: Omit<OrgRecord, 'version'>): Promise<AlsoWritten> {
  if (current.primaryUserId) {
    const account = sameContact(current.contact, next.contact) ? undefined : await readUserNow(current.primaryUserId);
    return account ? { items: await withUserIndex([primaryContactItem(account, next.contact)]) } : { items: [] };
  }
  if (!next.contact.linkman) return { items: [] };
  const userId = await nextId('user', FIRST_NEW_USER_ID);
  next.primaryUserId = userId;
  const account = primaryAccountOf(next, next.contact, userId);
  const { entity, guard } = userItems(account);
  return {
    items: [putNew(guard), putNew(entity), ...(await userIndexItems([account]))],
    onConditionFailed: (index) => (index === 0 ? orgLoginTaken(next.orgCode) : conflict()),
  };
}

/**
 * The primary account changed its own contact (its profile): the organisation's copy changes with it,
 * in one transaction with `accountItems` (the account's own versioned update).
 */
export async function writeWithOrgContact(
  account: { id: number; orgId: number },
  contact: OrgContact,
  accountItems: TransactItem[],
  writeAlone: (items: TransactItem[]) => Promise<void>,
): Promise<void> {
  const org = await getOrg(account.orgId);
  if (org?.primaryUserId !== account.id) return writeAlone(accountItems);
  await editOrg(org.id, {
    isDone: () => false,
    change: (current) => ({ ...current, contact }),
    also: async () => ({ items: accountItems }),
  });
}

export async function setOrgState(id: number, state: EnabledState, options: OrgEditOptions = {}): Promise<OrgRecord> {
  const { after } = await editOrg(id, { ...options, isDone: (org) => org.state === state, change: (org) => ({ ...org, state }) });
  return after;
}

/** Joins or leaves a project; joining again or leaving twice changes nothing. */
export async function setOrgInProject(
  id: number,
  projectId: number,
  joined: boolean,
  options: Pick<OrgEditOptions, 'guard'> = {},
  now = new Date(),
): Promise<OrgRecord> {
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
