import * as z from 'zod/mini';
import { USER_TYPE } from '@sddp/shared';
import { runLimited } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { gsi1Pages } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';
import {
  createListReader,
  defineListIndex,
  publishBulk,
  repairListIndex,
  searchText,
  withdrawBulk,
  type RepairResult,
} from '#kit/list-index';
import { noteOwnWrite } from '#kit/list-index/readers';
import { indexItems } from '#kit/list-index/writes';
import { projectIdsOfUser } from '../project/memberships';
import { usersOfOrg } from './user-listing';
import type { UserRecord } from './users';

/**
 * The user list copy: every account's list row in the list index (docs/data-model.md "List index",
 * A38). What the lists show and filter on, plus the projects assigned to the account; the projects it
 * takes part in are resolved when the list is read (user-listing-rows.ts), so an organisation joining
 * or leaving a project rewrites no user entry.
 */
export const userIndexRowSchema = z.object({
  id: z.number(),
  version: z.number(),
  linkman: z._default(z.string(), ''),
  userCode: z._default(z.string(), ''),
  userRole: z._default(z.string(), ''),
  userType: z._default(z.string(), ''),
  orgId: z._default(z.number(), 0),
  orgName: z._default(z.string(), ''),
  orgDepartment: z._default(z.string(), ''),
  linkPhone: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  email2: z._default(z.string(), ''),
  permissionType: z._default(z.array(z.string()), []),
  state: z._default(z.enum(['0', '1']), '1'),
  hasExtension: z._default(z.boolean(), false),
  createTime: z._default(z.string(), ''),
  /** The projects its user manager assigned (memberships); ignored for primary and operating accounts. */
  assignedProjectIds: z._default(z.array(z.number()), []),
});
export type UserIndexRow = z.infer<typeof userIndexRowSchema>;

export const userIndex = defineListIndex({ name: 'user', row: userIndexRowSchema, shards: 16 });

/** The record's entry; the assigned projects are the record's copy, or its memberships for a record written before it had one. */
export async function indexRowOf(user: UserRecord): Promise<UserIndexRow> {
  const assigned = user.assignedProjectIds ?? (user.userType === USER_TYPE.primary ? [] : await projectIdsOfUser(user.id));
  return indexRowFrom(user, assigned);
}

/** The entry of a record whose assigned projects are known. */
export function indexRowFrom(user: UserRecord, assignedProjectIds: number[]): UserIndexRow {
  return {
    id: user.id,
    version: user.version,
    linkman: user.linkman ?? '',
    userCode: user.userCode ?? '',
    userRole: user.userRole ?? '',
    userType: user.userType ?? '',
    orgId: user.orgId ?? 0,
    orgName: user.orgName ?? '',
    orgDepartment: user.orgDepartment ?? '',
    linkPhone: user.linkPhone ?? '',
    email: user.email ?? '',
    email2: user.email2 ?? '',
    permissionType: user.permissionType ?? [],
    state: user.state ?? '1',
    hasExtension: Boolean(user.extension),
    createTime: user.createTime ?? '',
    assignedProjectIds,
  };
}

/**
 * The index's side of a transaction that writes user records among other items (an organisation's
 * create or edit that writes its primary account): entries and a change-log item. Call
 * `noteUserIndexWrite` after it commits.
 */
export async function userIndexItems(after: readonly UserRecord[], removed: readonly UserRecord[] = []): Promise<TransactItem[]> {
  if (after.length === 0 && removed.length === 0) return [];
  const rows = await Promise.all(after.map(indexRowOf));
  return indexItems(userIndex, { rows, removed: removed.map((user) => ({ id: user.id, version: user.version + 1 })) }, Date.now());
}

export const noteUserIndexWrite = () => noteOwnWrite(userIndex.name);

/** Bulk writers (the supplier import's primary accounts): the accounts appear in, or leave, every list. */
export const publishImportedUsers = async (users: readonly UserRecord[]) =>
  publishBulk(userIndex, await Promise.all(users.map(indexRowOf)));
export const withdrawImportedUsers = (users: readonly Pick<UserRecord, 'id' | 'version'>[]) => withdrawBulk(userIndex, users);

export interface ListedUser extends UserIndexRow {
  /** Lower-cased text for the contains filters. */
  search: { linkman: string; orgName: string; userCode: string; linkPhone: string };
}

const userReader = createListReader(userIndex, (row): ListedUser => ({
  ...row,
  search: {
    linkman: searchText(row.linkman),
    orgName: searchText(row.orgName),
    userCode: searchText(row.userCode),
    linkPhone: searchText(row.linkPhone),
  },
}));

/** The current catalogue, newest first. */
export const currentUserListCopy = () => userReader.current();
export const forgetUserListCopy = () => userReader.forget();

const REPAIR_CONCURRENCY = 16;

/** Makes the catalogue agree with the user records (as A31, for users): every organisation's accounts, 16 organisations at a time. */
export function repairUserListCopy(): Promise<RepairResult> {
  return repairListIndex(userIndex, {
    records: async function* () {
      for await (const orgs of gsi1Pages(keys.allOrgs())) {
        const rows: UserIndexRow[] = [];
        await runLimited(orgs, REPAIR_CONCURRENCY, async (org) => {
          const users = await usersOfOrg(Number(org.id));
          rows.push(...(await Promise.all(users.map(indexRowOf))));
        });
        yield rows;
      }
    },
    recordKey: keys.user,
  });
}
