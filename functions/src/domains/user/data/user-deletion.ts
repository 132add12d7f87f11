import { deleteAuditAssignmentsOfUser } from '#entities/audit-assignment';
import { forgetNoticeReads } from '#entities/notice-read';
import { removeAllMembershipsOfUser } from '#entities/project';
import { revokeSessionsOf } from '#entities/session';
import { userIndex, type UserRecord } from '#entities/user';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { conflict } from '#kit/errors';
import { writeWithIndex } from '#kit/list-index';

/**
 * What goes with an account before its record (docs/decisions.md "Deleting an account (issue 12)"): each step is
 * safe to run again, so a delete that stopped half-way is finished by asking again. A data module that
 * keeps per-account items adds its step here.
 */
export const userDeletionSteps: ReadonlyArray<(userId: number) => Promise<unknown>> = [
  revokeSessionsOf,
  removeAllMembershipsOfUser,
  deleteAuditAssignmentsOfUser,
  forgetNoticeReads,
];

/**
 * Deletes an account: first what hangs off it (sessions, project and audit assignments), then in one
 * transaction its record (with its phone index, an attribute of it), its userCode guard (the login is
 * free again) and its list entry, conditional on the version read: an account changed meanwhile (an
 * assignment saved) is a 409 and stays whole and visible. Its operation-log rows stay.
 */
export async function deleteUser(user: UserRecord): Promise<void> {
  for (const step of userDeletionSteps) await step(user.id);
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName,
        Key: keys.user(user.id),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': user.version },
      },
    },
    {
      Delete: {
        TableName,
        Key: keys.userCodeGuard(user.userCode),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
        ExpressionAttributeValues: { ':id': user.id },
      },
    },
  ];
  await writeWithIndex(userIndex, {
    items,
    change: { removed: [{ id: user.id, version: user.version + 1 }] },
    onConditionFailed: () => conflict(),
  });
}
