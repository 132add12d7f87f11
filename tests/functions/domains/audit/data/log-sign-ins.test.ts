import { randomInt, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@sddp/shared';
import { HOUR_MS } from '#domains/audit/data/log-buckets';
import { rollUpLog } from '#domains/audit/data/log-rollup';
import { signInsByDay } from '#domains/audit/data/log-sign-ins';
import { SIGN_IN_DIM, SIGN_IN_LOG_KEYS, appendLog } from '#entities/operation-log';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';

/** 17:30 in Beijing on 10 March 2026: the fourteen days are 25 February to 10 March (Beijing). */
const NOW = Date.UTC(2026, 2, 10, 9, 30, 0);
const at = (iso: string) => Date.parse(iso);

/** Rows of a project of its own, so no other test's sign-ins mix in. */
async function seed(rows: ReadonlyArray<{ time: number; logKey: string }>) {
  const projectId = 700_000 + randomInt(200_000);
  await Promise.all(
    rows.map(({ time, logKey }) =>
      appendLog({
        userCode: 'glance-user',
        projectId,
        projectName: 'P',
        orgName: 'Org',
        linkman: 'L',
        log: 'x',
        logKey,
        logParams: {},
        reqUrl: '/x',
        createTime: new Date(time).toISOString(),
        requestId: randomUUID(),
      }),
    ),
  );
  return projectId;
}

async function rollAll(projectId: number) {
  for (let step = 0, through = 0; step < 100 && through < Math.floor((NOW - 120_000) / HOUR_MS) * HOUR_MS; step++)
    through = await rollUpLog(projectId, NOW);
}

const ROWS = [
  { time: at('2026-02-24T15:59:59Z'), logKey: 'log.loginSuccess' }, // Beijing 24 February: before the range
  { time: at('2026-02-24T16:00:00Z'), logKey: 'log.loginSuccess' }, // Beijing 25 February 00:00
  ...Array.from({ length: 3 }, () => ({ time: at('2026-03-01T02:00:00Z'), logKey: 'log.sso.partnerLogin' })),
  { time: at('2026-03-09T15:59:59Z'), logKey: 'log.loginSuccess' }, // Beijing 9 March 23:59:59
  { time: at('2026-03-09T16:00:00Z'), logKey: 'log.sso.intranetLogin' }, // Beijing 10 March 00:00
  { time: at('2026-03-09T16:30:00Z'), logKey: 'log.logout' },
  { time: at('2026-03-09T17:00:00Z'), logKey: 'log.loginFailure' },
  { time: at('2026-03-10T08:45:00Z'), logKey: 'log.sso.internetLogin' },
  { time: NOW - 10 * 60_000, logKey: 'log.sso.handoffLogin' }, // after the watermark (09:00): counted from the rows
  { time: NOW - 60_000, logKey: 'log.loginSuccess' },
  { time: NOW - 30_000, logKey: 'log.orgCreated' },
];

/** The hand count of ROWS: Beijing day → sign-ins. */
const EXPECTED: Record<string, number> = { '2026-02-25': 1, '2026-03-01': 3, '2026-03-09': 1, '2026-03-10': 4 };

const asMap = (days: ReadonlyArray<{ day: string; count: number }>) =>
  Object.fromEntries(days.filter((entry) => entry.count > 0).map((entry) => [entry.day, entry.count]));

describe('sign-ins per Beijing day (the dashboard chart)', () => {
  it('counts the successful sign-ins of every kind by Beijing day, fourteen days oldest first, before and after a roll-up', async () => {
    const projectId = await seed(ROWS);
    const beforeRollUp = await signInsByDay(projectId, 14, NOW);
    expect(beforeRollUp.map((entry) => entry.day)).toEqual(
      Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2026, 1, 25 + index)).toISOString().slice(0, 10)),
    );
    expect(asMap(beforeRollUp)).toEqual(EXPECTED);
    await rollAll(projectId);
    expect(asMap(await signInsByDay(projectId, 14, NOW))).toEqual(EXPECTED);
  });

  it('reads rolled-up hours from the sign-in counters, not from the rows', async () => {
    const projectId = await seed(ROWS);
    await rollAll(projectId);
    // A counter with no rows behind it: only a reader of the counters sees it (Beijing 5 March, noon).
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: keys.logCounter(projectId, SIGN_IN_DIM), sk: 'H#2026-03-05T04', n: 7, kind: 'LogCounter' },
      }),
    );
    expect(asMap(await signInsByDay(projectId, 14, NOW))).toEqual({ ...EXPECTED, '2026-03-05': 7 });
  });

  it('knows every sign-in text: the log keys of the endpoints that also log failures', () => {
    const signIns = new Set(ENDPOINTS.filter((endpoint) => endpoint.logFailure).map((endpoint) => endpoint.log));
    expect([...SIGN_IN_LOG_KEYS].sort()).toEqual([...signIns].sort());
  });
});
