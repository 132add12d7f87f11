import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgIndex } from '#entities/org';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { shardOf } from '#kit/list-index/definition';
import { handler as runListIndexRepair } from '#scheduled/list-index-repair';
import { uniqueCode } from '#test/fixtures';
import { createTestOrg, listOrgsThroughApi, signedIn } from '#test/orgs';
import { useOwnTable } from '#test/own-table';

// Reads every record of the table: a table of its own keeps its time and answers independent of other files.
useOwnTable();

let token: string;
const entryKey = (id: number) => ({ pk: keys.listShard('org', shardOf(orgIndex, id)), sk: keys.listEntrySortKey(id) });
const listed = async (orgName: string) =>
  (await listOrgsThroughApi(token, { orgName, limit: '100' })).result.rows.map((row) => `${row.id}:${row.orgName}`);

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('the list-index repair job', () => {
  it('puts back a missing entry, rewrites one that differs from its record, and removes one without a record', async () => {
    const marker = uniqueCode('repair');
    const missing = await createTestOrg({ orgName: `${marker} missing` });
    const differing = await createTestOrg({ orgName: `${marker} renamed` });
    const phantomId = 990_000_000 + Math.floor(Math.random() * 1_000_000);

    await db().send(new DeleteCommand({ TableName: tableName(), Key: entryKey(missing.id) }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(differing.id),
        UpdateExpression: 'SET #row.orgName = :old',
        ExpressionAttributeNames: { '#row': 'row' },
        ExpressionAttributeValues: { ':old': `${marker} old name` },
      }),
    );
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...entryKey(phantomId), kind: 'ListEntry', version: 1, row: { ...differing, id: phantomId, orgName: `${marker} phantom` } },
      }),
    );

    const first = await runListIndexRepair();
    expect(first).toMatchObject({ orgAdded: 1, orgUpdated: 1, orgRemoved: 1 });
    // A reader that held a copy reloads (bulk marker) and drops the phantom (logged removal).
    expect((await listed(marker)).sort()).toEqual([`${differing.id}:${marker} renamed`, `${missing.id}:${marker} missing`].sort());

    expect(await runListIndexRepair()).toMatchObject({ orgAdded: 0, orgUpdated: 0, orgRemoved: 0 });
  });
});
