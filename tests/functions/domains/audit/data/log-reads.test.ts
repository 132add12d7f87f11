import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '#domains/audit/data/log-buckets';
import { listLog } from '#domains/audit/data/log-list';
import { rollUpLog } from '#domains/audit/data/log-rollup';
import { appendLog } from '#entities/operation-log';
import { db } from '#kit/db/client';

const DAY = 24 * HOUR_MS;
const now = Date.UTC(2026, 2, 10, 9, 30, 0);
const calls: string[] = [];
let counting = false;

beforeAll(() => {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (counting) calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'logReadsCounter' },
  );
});
afterAll(() => {
  db().middlewareStack.remove('logReadsCounter');
});

/** DynamoDB calls made by one listing. */
async function callsOf(work: () => Promise<unknown>): Promise<number> {
  calls.length = 0;
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return calls.length;
}

/**
 * A sparse project: 36 rows by one account, three a month over the last year, rolled up; the account
 * has three times as many rows in another project at the same times (its index holds them all).
 */
async function sparseProject() {
  const projectId = 700_000 + randomInt(200_000);
  const userCode = `sparse-${projectId}`;
  await Promise.all(
    Array.from({ length: 36 * 4 }, (_, index) =>
      appendLog({
        userCode,
        projectId: index % 4 === 0 ? projectId : projectId + 1,
        projectName: 'P',
        orgName: 'Sparse Org',
        linkman: 'L',
        log: 'x',
        logKey: 'log.logout',
        logParams: {},
        reqUrl: '/x',
        createTime: new Date(now - 2 * HOUR_MS - index * 2.5 * DAY).toISOString(),
        requestId: randomUUID(),
      }),
    ),
  );
  for (let step = 0; step < 200 && (await rollUpLog(projectId, now)) < Math.floor((now - 120_000) / HOUR_MS) * HOUR_MS; step++);
  return { projectId, userKey: userCode };
}

describe('the reads of a first page with its total', () => {
  it('reads the counters in at most one Query per bucket level, and the page in one read down the range, not one per bucket', async () => {
    const { projectId, userKey } = await sparseProject();
    const everything = { filter: { projectId, userKey: '', orgKey: '' } };
    const byAccount = { filter: { projectId, userKey, orgKey: '' } };
    const yearRange = { ...byAccount, from: now - 360 * DAY + 17 * 60_000, to: now - 3 * DAY + 5 * 60_000 };

    let answer: Awaited<ReturnType<typeof listLog>> | undefined;
    // The state, four counter runs (years, months, days, hours), the tail, then a Query per month until ten rows.
    expect(await callsOf(async () => (answer = await listLog(everything, 1, 10, now)))).toBeLessThanOrEqual(11);
    expect(answer).toMatchObject({ total: 36, rows: expect.any(Array) });
    expect(answer!.rows).toHaveLength(10);
    // An account is one index: the state, the counter runs, the tail, one page read (its other project's rows filtered out).
    expect(await callsOf(async () => (answer = await listLog(byAccount, 1, 10, now)))).toBeLessThanOrEqual(7);
    expect(answer!.total).toBe(36);
    // A range with edges inside hours: two partial-hour counts more, the whole buckets still a few runs.
    expect(await callsOf(async () => (answer = await listLog(yearRange, 1, 10, now)))).toBeLessThanOrEqual(10);
    expect(answer!.rows).toHaveLength(10);
  });
});
