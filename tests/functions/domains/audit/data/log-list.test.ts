import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decompose, HOUR_MS, runsOf } from '#domains/audit/data/log-buckets';
import { listLog, type LogQuery } from '#domains/audit/data/log-list';
import { rollUpLog } from '#domains/audit/data/log-rollup';
import { logOrgKey, logUserKey, appendLog } from '#entities/operation-log';

const DAY = 24 * HOUR_MS;
const USERS = [
  { userCode: 'Log-A', orgName: '杭州 某某 机械有限公司' },
  { userCode: 'log-b', orgName: '杭州 某某 机械有限公司' },
  { userCode: 'LOG-C', orgName: 'Org Two' },
  { userCode: 'log-d', orgName: 'Org Two' },
  { userCode: 'log-d', orgName: 'Org Three' },
  { userCode: '', orgName: '' },
];

interface Seeded {
  userCode: string;
  orgName: string;
  time: number;
  sk: string;
}

/** A project of its own so other tests' rows never mix in; `now` fixed on a half hour. */
async function seedProject(count: number, now: number, extraTimes: number[] = []) {
  const projectId = 700_000 + randomInt(200_000);
  const seeded: Seeded[] = [];
  const times = [...extraTimes, ...Array.from({ length: count }, () => now - randomInt(14 * 30 * DAY))];
  await Promise.all(
    times.map(async (time, index) => {
      const who = USERS[index % USERS.length]!;
      const requestId = randomUUID();
      const createTime = new Date(time).toISOString();
      seeded.push({ ...who, time, sk: `${createTime}#${requestId}` });
      await appendLog({
        ...who,
        projectId,
        projectName: 'P',
        linkman: 'L',
        log: 'x',
        logKey: 'log.logout',
        logParams: {},
        reqUrl: '/x',
        createTime,
        requestId,
      });
    }),
  );
  return { projectId, seeded };
}

async function rollAll(projectId: number, now: number) {
  let through = 0;
  for (let step = 0; step < 400 && through < Math.floor((now - 120_000) / HOUR_MS) * HOUR_MS; step++)
    through = await rollUpLog(projectId, now);
}

/** The brute-force answer: every seeded row the filter matches, newest first. */
function bruteForce(seeded: readonly Seeded[], userCode: string, orgName: string, from?: number, to?: number) {
  return seeded
    .filter((row) => !userCode || logUserKey(row.userCode) === logUserKey(userCode))
    .filter((row) => !orgName || logOrgKey(row.orgName) === logOrgKey(orgName))
    .filter((row) => (from === undefined || row.time >= from) && (to === undefined || row.time < to + 1000))
    .sort((a, b) => b.sk.localeCompare(a.sk));
}

const queryOf = (projectId: number, userCode: string, orgName: string, from?: number, to?: number): LogQuery => ({
  filter: { projectId, userKey: logUserKey(userCode), orgKey: logOrgKey(orgName) },
  ...(from === undefined ? {} : { from }),
  ...(to === undefined ? {} : { to }),
});

describe('the operation log list: exact totals from counters and edge counts', () => {
  const now = Date.UTC(2026, 2, 10, 9, 30, 0);
  const edge = Date.UTC(2025, 10, 3, 7, 0, 0);

  it('agrees with a brute-force count for every filter combination and range, including hour edges and the tail', async () => {
    const extra = [edge, edge - 1, edge + 1000, edge + HOUR_MS - 1, now - 60_000, now - 10 * 60_000, now - 3 * HOUR_MS];
    const { projectId, seeded } = await seedProject(700, now, extra);
    await rollAll(projectId, now);
    const ranges: Array<[number | undefined, number | undefined]> = [
      [undefined, undefined],
      [edge, edge + 40 * DAY + 5 * HOUR_MS + 17_000],
      [edge + 1000, edge + HOUR_MS - 1000],
      [Date.UTC(2025, 0, 1), Date.UTC(2025, 11, 31, 23, 59, 59)],
      [now - 2 * HOUR_MS - 123_000, undefined],
      [undefined, edge],
    ];
    const filters: Array<[string, string]> = [
      ['', ''],
      ['log-a', ''],
      ['', ' 杭州 某某  机械有限公司 '],
      ['LOG-D', 'org three'],
      ['log-d', ''],
      ['nobody', ''],
    ];
    for (const [from, to] of ranges) {
      for (const [userCode, orgName] of filters) {
        const expected = bruteForce(seeded, userCode, orgName, from, to);
        const first = await listLog(queryOf(projectId, userCode, orgName, from, to), 1, 10, now);
        expect({ userCode, orgName, from, to, total: first.total }).toEqual({ userCode, orgName, from, to, total: expected.length });
        expect(first.rows.map((row) => row.sk)).toEqual(expected.slice(0, 10).map((row) => row.sk));
      }
    }
    const all = bruteForce(seeded, '', '');
    const deep = await listLog(queryOf(projectId, '', ''), 37, 15, now);
    expect(deep.rows.map((row) => row.sk)).toEqual(all.slice(36 * 15, 37 * 15).map((row) => row.sk));
  });

  it('stays exact after concurrent writes, and after a roll-up that is run again', async () => {
    const { projectId, seeded } = await seedProject(
      120,
      now,
      Array.from({ length: 60 }, () => now - 5 * HOUR_MS),
    );
    await Promise.all([rollAll(projectId, now), rollAll(projectId, now)]);
    await rollAll(projectId, now);
    expect((await listLog(queryOf(projectId, '', ''), 1, 5, now)).total).toBe(seeded.length);
    expect((await listLog(queryOf(projectId, 'log-b', ''), 1, 5, now)).total).toBe(bruteForce(seeded, 'log-b', '').length);
  });

  it('cuts a year-long range into about a hundred buckets read by at most seven counter queries', () => {
    const segments = decompose(Date.UTC(2025, 0, 3, 4, 15), Date.UTC(2025, 11, 28, 19, 40));
    expect(segments.length).toBeLessThan(120);
    expect(runsOf(segments).length).toBeLessThanOrEqual(7);
    expect(segments[0]!.start).toBe(Date.UTC(2025, 0, 3, 4, 15));
    expect(segments.at(-1)!.end).toBe(Date.UTC(2025, 11, 28, 19, 40));
    for (let index = 1; index < segments.length; index++) expect(segments[index]!.start).toBe(segments[index - 1]!.end);
  });
});
