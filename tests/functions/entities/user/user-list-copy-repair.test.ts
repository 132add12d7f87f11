import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { repairUserListCopy, userIndex } from '#entities/user';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { shardOf } from '#kit/list-index/definition';
import { createTestUser, getItem } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { useOwnTable } from '#test/own-table';

// Reads every record of the table: a table of its own keeps its time and answers independent of other files.
useOwnTable();

const entryKey = (id: number) => ({ pk: keys.listShard('user', shardOf(userIndex, id)), sk: keys.listEntrySortKey(id) });

describe('the user list copy repair', () => {
  it('puts back a missing entry and rewrites one that differs from its record; a second run changes nothing', async () => {
    const org = await createTestOrg();
    const missing = await createTestUser({ orgId: org.id, linkman: '丢失' });
    const differing = await createTestUser({ orgId: org.id, linkman: '正确' });
    await db().send(new DeleteCommand({ TableName: tableName(), Key: entryKey(missing.id) }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(differing.id),
        UpdateExpression: 'SET #row.linkman = :old',
        ExpressionAttributeNames: { '#row': 'row' },
        ExpressionAttributeValues: { ':old': '错误' },
      }),
    );
    const first = await repairUserListCopy();
    expect(first.added).toBeGreaterThanOrEqual(1);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect(await getItem(entryKey(missing.id))).toMatchObject({ row: { linkman: '丢失' } });
    expect(await getItem(entryKey(differing.id))).toMatchObject({ row: { linkman: '正确' } });
    expect(await repairUserListCopy()).toMatchObject({ added: 0, updated: 0 });
  }, 60_000);
});
