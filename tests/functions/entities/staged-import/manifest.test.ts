import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readManifest } from '#entities/staged-import';
import { db, tableName } from '#kit/db/client';
import { keys } from '#test/fixtures';

/** A manifest as the code before per-kind id blocks wrote it: a first organisation id and a first account id. */
async function writeOlderManifest(importKind: string | undefined) {
  const jobId = randomUUID();
  const Item = {
    ...keys.stagedImportManifest(jobId),
    kind: 'OrgImportManifest',
    jobId,
    phase: 'committed',
    ...(importKind ? { importKind } : {}),
    firstOrgId: 5,
    firstUserId: 7,
    count: 1,
    lanes: 1,
    createTime: new Date().toISOString(),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item }));
  return jobId;
}

describe('a manifest written before the id blocks were named per kind', () => {
  it.each([
    ['a supplier import', undefined, [5, 7]],
    ['a device contract import', 'deviceContract', [5, 7]],
    ['a user import', 'user', [7]],
  ])('is read with its id blocks in its kind order: %s', async (_kind, importKind, firstIds) => {
    const manifest = await readManifest(await writeOlderManifest(importKind));
    expect(manifest?.firstIds).toEqual(firstIds);
    expect(manifest).not.toHaveProperty('firstOrgId');
    expect(manifest).not.toHaveProperty('firstUserId');
  });
});
