/**
 * The operation-log benchmark's data: rows spread at random over twelve months, five projects, 500
 * accounts in 100 organisations, generated deterministically, written as exactly the items the log
 * writer writes (`logItem`) by BatchWriteItem, and kept in typed arrays for the brute-force answers.
 */
import { logItem, logOrgKey, logUserKey } from '#entities/operation-log';
import { batchWrite } from '#kit/db/paging';
import { randomSource } from './org-fixtures';

export const LOG_PROJECTS = [8000, 9001, 9002, 9003, 9004] as const;
/** The user system holds 40 % of the rows, each other project 15 %. */
const PROJECT_SHARE = [0.4, 0.15, 0.15, 0.15, 0.15];
export const LOG_ORGS = 100;
export const LOG_USERS = 500;
const DAY_MS = 86_400_000;

export const orgNameOf = (org: number) => `杭州第${org}机械有限公司`;
/** Mixed case, so the filter's folding is exercised (the cases query in lower case). */
export const userCodeOf = (user: number) => `LogUser${String(user).padStart(4, '0')}`;
export const orgOfUser = (user: number) => user % LOG_ORGS;
const requestIdOf = (index: number) => `bench-${index.toString(36).padStart(8, '0')}`;

/** The seeded rows, index by index: time (ms), project index, account index. */
export class SeededLog {
  readonly times: Float64Array;
  readonly projects: Uint8Array;
  readonly users: Uint16Array;
  size = 0;
  /** Rows the platform itself wrote meanwhile (the administrator's sign-in), as stored. */
  readonly extra: Array<Record<string, unknown>> = [];

  /** Rows in [start, end), end second-aligned; `capacity` rows are drawn up front so any prefix is a uniform sample. */
  constructor(
    readonly capacity: number,
    readonly start: number,
    readonly end: number,
    seed = 20_261_124,
  ) {
    const random = randomSource(seed);
    this.times = new Float64Array(capacity);
    this.projects = new Uint8Array(capacity);
    this.users = new Uint16Array(capacity);
    for (let index = 0; index < capacity; index++) {
      this.times[index] = start + Math.floor(random() * (end - start));
      const pick = random();
      let project = 0;
      for (let sum = PROJECT_SHARE[0]!; pick >= sum && project < PROJECT_SHARE.length - 1; sum += PROJECT_SHARE[++project]!);
      this.projects[index] = project;
      this.users[index] = Math.floor(random() * LOG_USERS);
    }
  }

  sortKeyOf(index: number): string {
    return `${new Date(this.times[index]!).toISOString()}#${requestIdOf(index)}`;
  }

  /** The stored item of a row, built by the log writer's own builder. */
  itemOf(index: number): Record<string, unknown> {
    const user = this.users[index]!;
    const orgName = orgNameOf(orgOfUser(user));
    return logItem({
      userCode: userCodeOf(user),
      projectId: LOG_PROJECTS[this.projects[index]!]!,
      projectName: `项目${LOG_PROJECTS[this.projects[index]!]}`,
      orgName,
      linkman: `联系人${user}`,
      log: index % 10 === 0 ? `编辑机构：T${user} ${orgName}` : '退出登录',
      logKey: index % 10 === 0 ? 'log.orgUpdated' : 'log.logout',
      logParams: index % 10 === 0 ? { orgCode: `T${user}`, orgName } : {},
      reqUrl: index % 10 === 0 ? '/user-api/org/admin/update' : '/user-api/auth/logout',
      createTime: new Date(this.times[index]!).toISOString(),
      requestId: requestIdOf(index),
      ...(index % 10 === 0 ? { changes: [{ field: 'linkman', before: `旧联系人${user}`, after: `联系人${user}` }] } : {}),
    });
  }

  /** Writes rows [size, to) by BatchWriteItem, `concurrency` batches of 25 in flight. */
  async growTo(to: number, concurrency = 32, onProgress?: (written: number) => void): Promise<number> {
    const started = performance.now();
    let next = this.size;
    let written = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < to) {
          const from = next;
          next = Math.min(to, next + 25);
          const requests = [];
          for (let index = from; index < next; index++) requests.push({ PutRequest: { Item: this.itemOf(index) } });
          await batchWrite(requests);
          written += requests.length;
          if (onProgress && written % 100_000 < 25) onProgress(written);
        }
      }),
    );
    this.size = to;
    return Math.round(performance.now() - started);
  }

  /**
   * The brute-force answer of a filter among the rows written so far: the matching sort keys, newest
   * first (at most `take`), and how many match. Filters compare folded values, as the server does.
   */
  expect(filter: LogCaseFilter, take: number): { total: number; first: string[] } {
    const project = LOG_PROJECTS.indexOf(filter.projectId as (typeof LOG_PROJECTS)[number]);
    const userKey = filter.userCode ? logUserKey(filter.userCode) : '';
    const orgKey = filter.orgName ? logOrgKey(filter.orgName) : '';
    const [from, until] = [filter.fromMs ?? -Infinity, filter.toMs === undefined ? Infinity : filter.toMs + 1000];
    const matching: number[] = [];
    for (let index = 0; index < this.size; index++) {
      if (this.projects[index] !== project) continue;
      const time = this.times[index]!;
      if (time < from || time >= until) continue;
      const user = this.users[index]!;
      if (userKey && logUserKey(userCodeOf(user)) !== userKey) continue;
      if (orgKey && logOrgKey(orgNameOf(orgOfUser(user))) !== orgKey) continue;
      matching.push(index);
    }
    const extra = this.extra.filter(
      (item) =>
        item.projectId === filter.projectId &&
        Date.parse(String(item.createTime)) >= from &&
        Date.parse(String(item.createTime)) < until &&
        (!userKey || item.userKey === userKey) &&
        (!orgKey || item.orgKey === orgKey),
    );
    const first = [...matching.map((index) => this.sortKeyOf(index)), ...extra.map((item) => String(item.sk))]
      .sort()
      .reverse()
      .slice(0, take);
    return { total: matching.length + extra.length, first };
  }
}

export interface LogCaseFilter {
  projectId: number;
  userCode?: string;
  orgName?: string;
  fromMs?: number;
  toMs?: number;
}

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, as the screen sends it. */
export const beijingText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The bench's time ranges, second-aligned, with edges inside hours: about seven months, and thirty hours. */
export function benchRanges(end: number): Record<string, { fromMs: number; toMs: number } | undefined> {
  const long = end - 300 * DAY_MS + 23 * 60_000 + 17_000;
  const short = end - 40 * DAY_MS - 7 * 3_600_000 + 12 * 60_000 + 3_000;
  return {
    noRange: undefined,
    sevenMonths: { fromMs: long, toMs: long + 210 * DAY_MS + 18 * 60_000 + 52_000 },
    thirtyHours: { fromMs: short, toMs: short + 30 * 3_600_000 + 25 * 60_000 + 40_000 },
  };
}
