import { ERROR_CODE } from '@sddp/shared';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import { isTransientConflict, type TransactItem } from '#kit/db/transact';
import { AppError } from '#kit/errors';
import { usersOfOrg } from '../user/user-listing';
import { readUserNow, versioned, writeUserItems } from '../user/user-record-write';
import type { UserRecord } from '../user/users';
import {
  deleteMembership,
  membershipItem,
  membersOfProject,
  membershipsOfUser,
  putMembership,
  type Assignment,
  type MembershipRecord,
} from './memberships';

/** Reads what the assignments should become, checking the request against the account and organisation as they are now. */
export type AssignmentPlan = (user: UserRecord, current: ReadonlyMap<number, MembershipRecord>) => Promise<Assignment[]> | Assignment[];

const ATTEMPTS = 4;
/** A transaction holds 100 items; the record, the organisation check and the list entry take a few. */
const IN_ONE_TRANSACTION = 90;

const sorted = <T>(values: readonly T[] = []) => [...values].sort();
const sameList = <T>(a: readonly T[] = [], b: readonly T[] = []) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sameAssignment = (stored: MembershipRecord | undefined, wanted: Assignment) =>
  stored !== undefined && sameList(stored.cbsIds, wanted.cbsIds) && sameList(stored.auditRoles, wanted.auditRoles);

/** The organisation is still in every project being assigned (a concurrent leave cancels the write). */
function orgStillIn(orgId: number, projectIds: readonly number[]): TransactItem[] {
  if (projectIds.length === 0) return [];
  const names: Record<string, string> = { '#projects': 'projects' };
  projectIds.forEach((projectId, index) => (names[`#p${index}`] = String(projectId)));
  return [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.org(orgId),
        ConditionExpression: projectIds.map((_, index) => `attribute_exists(#projects.#p${index})`).join(' AND '),
        ExpressionAttributeNames: names,
      },
    },
  ];
}

const lostRace = (error: unknown) => (error instanceof AppError && error.code === ERROR_CODE.conflict) || isTransientConflict(error);

/**
 * Replaces an account's assignments with what `plan` returns: its memberships and the record's copy of
 * their project ids (with its list entry) in one transaction, conditional on the record's version and
 * on the organisation being in every project assigned. A lost race is planned again on what is stored
 * then; a plan that changes nothing writes nothing, so a repeated submit is a no-op. Past
 * IN_ONE_TRANSACTION changes the memberships go first in batches and the record last: re-running the
 * same request completes it (reads ignore assignments to projects the organisation is not in).
 */
export async function applyAssignments(userId: number, plan: AssignmentPlan): Promise<UserRecord> {
  for (let attempt = 1; ; attempt++) {
    const user = await readUserNow(userId);
    if (!user) throw new AppError(ERROR_CODE.notFound, 'error.userNotFound');
    const current = new Map((await membershipsOfUser(userId)).map((m) => [m.projectId, m]));
    const wanted = new Map((await plan(user, current)).map((a) => [a.projectId, a]));
    const now = new Date().toISOString();
    const puts = [...wanted.values()]
      .filter((a) => !sameAssignment(current.get(a.projectId), a))
      .map((a) => ({ ...a, userId, createTime: current.get(a.projectId)?.createTime || now }));
    const deletes = [...current.keys()].filter((projectId) => !wanted.has(projectId));
    const projectIds = [...wanted.keys()].sort((a, b) => a - b);
    if (puts.length === 0 && deletes.length === 0 && sameList(user.assignedProjectIds, projectIds)) return user;

    const changes = [...puts.map(putMembership), ...deletes.map((projectId) => deleteMembership(userId, projectId))];
    const inBatches = changes.length > IN_ONE_TRANSACTION;
    if (inBatches) await writeInBatches(puts, deletes, userId);
    const record = versioned(user, { assignedProjectIds: projectIds });
    try {
      await writeUserItems([
        record,
        ...orgStillIn(
          user.orgId,
          puts.map((p) => p.projectId),
        ),
        ...(inBatches ? [] : changes),
      ]);
      return { ...user, assignedProjectIds: projectIds, version: user.version + 1 };
    } catch (error) {
      if (!lostRace(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function writeInBatches(puts: MembershipRecord[], deletes: number[], userId: number): Promise<void> {
  const requests = [
    ...puts.map((m) => ({ PutRequest: { Item: membershipItem(m) } })),
    ...deletes.map((projectId) => ({ DeleteRequest: { Key: keys.membership(userId, projectId) } })),
  ];
  for (let start = 0; start < requests.length; start += 25) await batchWrite(requests.slice(start, start + 25));
}

/** One project's assignment set (`undefined`: removed), the others kept; an account already gone only loses the membership. */
export async function setAssignment(
  userId: number,
  projectId: number,
  assignment: Assignment | undefined,
  check?: (user: UserRecord) => void,
) {
  if (!assignment && !(await readUserNow(userId))) {
    await batchWrite([{ DeleteRequest: { Key: keys.membership(userId, projectId) } }]);
    return undefined;
  }
  return applyAssignments(userId, (user, current) => {
    check?.(user);
    const next = new Map([...current].map(([id, m]) => [id, { projectId: id, cbsIds: m.cbsIds ?? [], auditRoles: m.auditRoles ?? [] }]));
    if (assignment) next.set(projectId, assignment);
    else next.delete(projectId);
    return [...next.values()];
  });
}

/**
 * An organisation left a project: its accounts' assignments to it go too (each with the account's
 * list entry), so rejoining later does not silently give them back (reading already ignores them:
 * data/user-projects.ts). Safe to re-run.
 */
export async function removeOrgFromProjectMemberships(orgId: number, projectId: number): Promise<void> {
  const members = new Set((await membersOfProject(projectId)).map((member) => member.userId));
  for (const user of await usersOfOrg(orgId)) {
    if (members.has(user.id)) await setAssignment(user.id, projectId, undefined);
  }
}
