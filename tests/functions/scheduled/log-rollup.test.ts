import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_ID } from '@sddp/shared';
import { bucketStart, HOUR_MS } from '#domains/audit/data/log-buckets';
import { listLog } from '#domains/audit/data/log-list';
import { LOG_ROLLUP_GRACE_MS } from '#domains/audit/data/log-rollup';
import { appendLog } from '#entities/operation-log';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { projectsToRoll, runLogRollup } from '#scheduled/log-rollup';
import { createTestProject, getItem } from '#test/fixtures';
import { useOwnTable } from '#test/own-table';

// Reads every record of the table: a table of its own keeps its time and answers independent of other files.
useOwnTable();

const DAY = 24 * HOUR_MS;

/** Rows of a project of its own, one a day over the last forty days (beyond one run's month). */
async function projectWithRows(now: number) {
  const project = await createTestProject();
  const times = Array.from({ length: 40 }, (_, index) => now - 40 * DAY + index * DAY);
  await Promise.all(
    times.map((time) =>
      appendLog({
        userCode: 'rollup-user',
        projectId: project.id,
        projectName: project.projectName,
        orgName: 'Rollup Org',
        linkman: 'L',
        log: 'x',
        logKey: 'log.logout',
        logParams: {},
        reqUrl: '/x',
        createTime: new Date(time).toISOString(),
        requestId: randomUUID(),
      }),
    ),
  );
  return { projectId: project.id, rows: times.length };
}

const watermarkOf = async (projectId: number) => (await getItem(keys.logRollState(projectId)))?.through as number | undefined;

describe('the hourly log roll-up job', () => {
  it('rolls every project (and the user system) up to the last finished hour, in as many runs as it takes', async () => {
    const now = Date.now();
    const cutoff = bucketStart('H', now - LOG_ROLLUP_GRACE_MS);
    const { projectId, rows } = await projectWithRows(now);
    expect(await watermarkOf(projectId)).toBeUndefined();
    // The job's projects are all of them and the user system; the runs below take just these two, as the
    // suite's shared table holds every other test's projects too.
    expect(await projectsToRoll()).toEqual(expect.arrayContaining([PROJECT_ID.userSystem, projectId]));

    const result = await runLogRollup(now, undefined, [PROJECT_ID.userSystem, projectId]);
    expect(result.projects).toBe(2);
    expect(result.runs).toBeGreaterThanOrEqual(result.projects + 1);
    expect(await watermarkOf(projectId)).toBe(cutoff);
    expect(await watermarkOf(PROJECT_ID.userSystem)).toBeGreaterThanOrEqual(cutoff);

    // The list now reads counters for everything before the last hour: the total is exact without a roll-up of its own.
    const filter = { projectId, userKey: '', orgKey: '' };
    expect((await listLog({ filter }, 1, 10, now)).total).toBe(rows);
    expect((await listLog({ filter: { ...filter, orgKey: 'rollup org' } }, 1, 10, now)).total).toBe(rows);
  });

  it('changes nothing when run again, and leaves the rest to the next run when out of time', async () => {
    const now = Date.now();
    const { projectId } = await projectWithRows(now);
    const only = [PROJECT_ID.userSystem, projectId];
    expect(await runLogRollup(now, 0, only)).toMatchObject({ runs: 0, current: 0 });
    expect(await watermarkOf(projectId)).toBeUndefined();

    await runLogRollup(now, undefined, only);
    const through = await watermarkOf(projectId);
    const again = await runLogRollup(now, undefined, only);
    expect(again.behind).toBe(0);
    expect(again.runs).toBe(again.projects);
    expect(await watermarkOf(projectId)).toBe(through);
  });

  it('carries on when a run outlived its lock and a reader took over, leaving that project to the next run', async () => {
    const now = Date.now();
    const { projectId } = await projectWithRows(now);
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let stolen = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (!stolen && command.constructor.name === 'BatchWriteCommand' && JSON.stringify(command).includes(`LOGCNT#${projectId}#`)) {
        stolen = true;
        await send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.logRollState(projectId),
            UpdateExpression: 'SET lockToken = :thief',
            ExpressionAttributeValues: { ':thief': 'a reader' },
          }),
        );
      }
      return send(command);
    }) as never);
    try {
      const result = await runLogRollup(now, undefined, [PROJECT_ID.userSystem, projectId]);
      expect(stolen).toBe(true);
      expect(result.behind).toBeGreaterThanOrEqual(1);
      expect(result.current).toBe(result.projects - result.behind);
    } finally {
      spy.mockRestore();
    }
    expect(await watermarkOf(projectId)).toBeLessThan(bucketStart('H', now - LOG_ROLLUP_GRACE_MS));
  });
});
