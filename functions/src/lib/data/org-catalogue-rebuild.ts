import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { readHeadSequence, stampBucketsAndMoveHead } from './org-catalogue';
import { summaryOf, type OrgRecord } from './org-record';

/**
 * Repair: rewrites every organisation's catalogue entry from the records (Query gsi1 ORGS, a page at
 * a time). For data written before the catalogue existed, or after a failure between the two.
 */
export async function rebuildOrgCatalogue(): Promise<number> {
  let cursor: Record<string, unknown> | undefined;
  let count = 0;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.allOrgs() },
        ExclusiveStartKey: cursor,
      }),
    );
    const orgs = (page.Items ?? []).map((item) => summaryOf({ projects: {}, ...item } as OrgRecord));
    if (orgs.length > 0) await stampBucketsAndMoveHead(orgs);
    count += orgs.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

export async function rebuildOrgCatalogueIfMissing(): Promise<void> {
  if ((await readHeadSequence()) === 0) await rebuildOrgCatalogue();
}
