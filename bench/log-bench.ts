/**
 * The operation-log list (GET /log/admin/list) on the local platform (DynamoDB Local in memory with the
 * JVM's throughput profile, the real handlers behind the HTTP adapter), at 10,000 and then 1,000,000 rows
 * over twelve months, against issue 13's target: the first page of any filter combination with its exact
 * total, p95 at one client growing at most 1.5× between the sizes. Rows are written as the log writer's
 * own items by BatchWriteItem, then counted by the hourly roll-up job (runLogRollup) as it runs on AWS;
 * every answer's total and page is checked against a brute-force count of the seeded rows.
 * Results: bench/results/log.json.
 * Usage: npm run bench:log -- [--rows 10000] [--grow-to 1000000] [--serial 100] [--out log.json]
 */
import { parseArgs } from 'node:util';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { putProject } from '#entities/project';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import { runLogRollup } from '#scheduled/log-rollup';
import { createBenchAdmin } from './support/bench-admin';
import { BenchApi } from './support/bench-api';
import { startBenchPlatform } from './support/bench-platform';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';
import { closedLoop, summarise, type LatencySummary } from './support/latency';
import {
  beijingText,
  benchRanges,
  LOG_PROJECTS,
  orgNameOf,
  orgOfUser,
  SeededLog,
  userCodeOf,
  type LogCaseFilter,
} from './support/log-seeding';
import { dynamoCallCount, phasesOf, sampled, watchPhases, type RequestSample } from './support/request-phases';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    'grow-to': { type: 'string', default: '1000000' },
    serial: { type: 'string', default: '100' },
    out: { type: 'string', default: 'log.json' },
  },
});
const SMALL = Number(values.rows);
const LARGE = Number(values['grow-to']);
const SERIAL = Number(values.serial);
const WARMUP = 20;
const ROUNDS = 5;
const PAGE_SIZE = 20;
const PATH = '/log/admin/list';
const ADMIN = { id: 1, userCode: 'benchadmin', password: 'Bench#Admin1' };
const DAY_MS = 86_400_000;
const TARGET_GROWTH = 1.5;
/** The account and organisation the filters name (the account is in that organisation), in other case and spacing. */
const USER = 17;
const FILTERS: Record<string, Omit<LogCaseFilter, 'fromMs' | 'toMs'>> = {
  none: { projectId: 8000 },
  projectOnly: { projectId: 9001 },
  userCode: { projectId: 8000, userCode: userCodeOf(USER).toLowerCase() },
  orgName: { projectId: 8000, orgName: ` ${orgNameOf(orgOfUser(USER))}` },
  both: { projectId: 8000, userCode: userCodeOf(USER).toUpperCase(), orgName: orgNameOf(orgOfUser(USER)) },
};

interface ListCase {
  name: string;
  filter: LogCaseFilter;
  params: Record<string, string | number>;
}
interface CaseResult {
  request: string;
  total: number;
  firstRequestMs: number;
  dynamoCallsPerRequest: number;
  oneClient: LatencySummary;
  oneClientPhases: ReturnType<typeof phasesOf>;
  wrongAnswers: number;
}
interface ListAnswer {
  code: number;
  message: string;
  result: { rows: Array<{ id: string }>; total: number };
}

const failures: string[] = [];

function casesFor(end: number): ListCase[] {
  const cases: ListCase[] = [];
  for (const [rangeName, range] of Object.entries(benchRanges(end))) {
    for (const [filterName, base] of Object.entries(FILTERS)) {
      const filter: LogCaseFilter = { ...base, ...range };
      const params: Record<string, string | number> = {
        ...(filterName === 'none' ? {} : { projectId: base.projectId }),
        ...(base.userCode ? { userCode: base.userCode } : {}),
        ...(base.orgName ? { orgName: base.orgName } : {}),
        ...(range ? { from: beijingText(range.fromMs), to: beijingText(range.toMs) } : {}),
      };
      cases.push({ name: `${filterName}.${rangeName}`, filter, params });
    }
  }
  return cases;
}

const describeCase = (listCase: ListCase) =>
  `GET ${PATH}?${[...Object.entries(listCase.params).map(([name, value]) => `${name}=${value}`), 'page=1', `limit=${PAGE_SIZE}`].join('&')}`;

async function measureCases(api: BenchApi, seeded: SeededLog, cases: readonly ListCase[]): Promise<Record<string, CaseResult>> {
  const results: Record<string, CaseResult> = {};
  const expectations = new Map(cases.map((listCase) => [listCase.name, seeded.expect(listCase.filter, PAGE_SIZE)]));
  const request = (listCase: ListCase, onWrong: () => void) => async () => {
    const started = performance.now();
    const body = (await api.get(PATH, { ...listCase.params, page: 1, limit: PAGE_SIZE })) as ListAnswer;
    const ms = performance.now() - started;
    const want = expectations.get(listCase.name)!;
    const got = body.code === 200 ? body.result.rows.map((row) => row.id) : [];
    const wrong =
      body.code !== 200
        ? `code ${body.code} ${body.message}`
        : body.result.total !== want.total
          ? `total ${body.result.total}, expected ${want.total}`
          : got.join(',') !== want.first.join(',')
            ? `first page ${got.slice(0, 3).join(',')}… ≠ ${want.first.slice(0, 3).join(',')}…`
            : undefined;
    if (wrong) {
      onWrong();
      if (failures.length < 20) failures.push(`${seeded.size} rows, ${listCase.name}: ${wrong}`);
    }
    return ms;
  };
  const firstMs: Record<string, number> = {};
  let warmWrong = 0;
  for (const listCase of cases) firstMs[listCase.name] = await request(listCase, () => (warmWrong += 1))();
  for (const listCase of cases)
    await closedLoop(
      WARMUP,
      1,
      request(listCase, () => (warmWrong += 1)),
    );
  // Rounds over every case, so a spell of load from elsewhere on the machine falls on all cases alike.
  const runs = new Map(
    cases.map((listCase) => [listCase.name, { latencies: [] as number[], samples: [] as RequestSample[], ms: 0, calls: 0, wrong: 0 }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    // As the hourly job keeps them: the counters reach the last finished hour before each round.
    await runLogRollup(Date.now());
    for (const listCase of cases) {
      const run = runs.get(listCase.name)!;
      const [started, callsBefore] = [performance.now(), dynamoCallCount()];
      await closedLoop(SERIAL / ROUNDS, 1, async () => {
        const ms = await sampled(
          request(listCase, () => (run.wrong += 1)),
          run.samples,
        );
        run.latencies.push(ms);
        return ms;
      });
      run.ms += performance.now() - started;
      run.calls += dynamoCallCount() - callsBefore;
    }
  }
  for (const listCase of cases) {
    const run = runs.get(listCase.name)!;
    const oneClient = summarise(run.latencies, run.ms, 1);
    results[listCase.name] = {
      request: describeCase(listCase),
      total: expectations.get(listCase.name)!.total,
      firstRequestMs: Math.round(firstMs[listCase.name]! * 10) / 10,
      dynamoCallsPerRequest: Math.round((run.calls / run.latencies.length) * 100) / 100,
      oneClient,
      oneClientPhases: phasesOf(run.samples),
      wrongAnswers: run.wrong + (listCase === cases[0] ? warmWrong : 0),
    };
    console.log(
      `  ${listCase.name} (${results[listCase.name]!.total}): p95 ${oneClient.p95Ms} ms, p50 ${oneClient.p50Ms} ms, first ${results[listCase.name]!.firstRequestMs} ms`,
    );
  }
  return results;
}

/** Counts every row from scratch with the hourly job (rows were added in the past, which never happens in use). */
async function rollUpFromScratch(): Promise<{ ms: number; runs: number; dynamoCalls: number }> {
  for (const projectId of LOG_PROJECTS) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.logRollState(projectId) }));
  const [started, callsBefore] = [performance.now(), dynamoCallCount()];
  const result = await runLogRollup(Date.now(), Infinity);
  if (result.behind > 0) throw new Error(`roll-up left ${result.behind} projects behind`);
  return { ms: Math.round(performance.now() - started), runs: result.runs, dynamoCalls: dynamoCallCount() - callsBefore };
}

/** Signs in, answering the log rows the sign-in itself wrote (they count in the user system's totals). */
async function signInLogged(api: BenchApi): Promise<Array<Record<string, unknown>>> {
  const before = new Date(Date.now() - 1000).toISOString();
  await api.signIn(ADMIN.userCode, ADMIN.password);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk >= :from',
    ExpressionAttributeValues: { ':pk': keys.logPartition(8000, new Date().toISOString()), ':from': before },
    ConsistentRead: true,
  });
  return items.filter((item) => item.userCode === ADMIN.userCode);
}

async function main() {
  const benchStarted = performance.now();
  const loadAverageAtStart = loadAverage();
  const { platform, stop } = await startBenchPlatform('log');
  const api = new BenchApi(`${platform.url}/user-api`);
  watchPhases();
  try {
    const createTime = new Date().toISOString();
    for (const id of LOG_PROJECTS.filter((projectId) => projectId !== 8000)) {
      await putProject({
        id,
        projectName: `项目${id}`,
        projectNameEn: `Project ${id}`,
        state: '20',
        indexUrl: '',
        indexUrlEn: '',
        createTime,
        version: 1,
      });
    }
    await createBenchAdmin(ADMIN, createTime);
    // Twelve months up to five minutes ago: the last hour is the uncounted tail a list counts from the rows.
    const end = Math.floor((Date.now() - 5 * 60_000) / 1000) * 1000;
    const seeded = new SeededLog(LARGE, end - 365 * DAY_MS, end);
    const cases = casesFor(end);
    const sizes: Record<string, unknown> = {};
    const lists: Record<string, Record<string, CaseResult>> = {};

    for (const size of [SMALL, LARGE]) {
      console.log(`seeding to ${size} rows…`);
      const seedMs = await seeded.growTo(size, 32, (written) => console.log(`  ${written} written`));
      console.log(`  ${seedMs} ms; rolling up…`);
      const rollup = await rollUpFromScratch();
      console.log(`  roll-up ${rollup.ms} ms (${rollup.runs} runs, ${rollup.dynamoCalls} DynamoDB calls)`);
      if (!api.token) seeded.extra.push(...(await signInLogged(api)));
      console.log(`lists at ${size} rows…`);
      lists[`rows${size}`] = await measureCases(api, seeded, cases);
      sizes[`rows${size}`] = { seedMs, rowsPerSecond: Math.round((size - (size === LARGE ? SMALL : 0)) / (seedMs / 1000)), rollup };
    }

    const small = lists[`rows${SMALL}`]!;
    const large = lists[`rows${LARGE}`]!;
    const growthChecks = cases.map(({ name }) => {
      const ratio = Math.round((large[name]!.oneClient.p95Ms / small[name]!.oneClient.p95Ms) * 100) / 100;
      return {
        case: name,
        p95AtSmallMs: small[name]!.oneClient.p95Ms,
        p95AtLargeMs: large[name]!.oneClient.p95Ms,
        ratio,
        pass: ratio <= TARGET_GROWTH,
      };
    });
    const wrongAnswers = Object.values(lists).reduce(
      (sum, sized) => sum + Object.values(sized).reduce((n, result) => n + result.wrongAnswers, 0),
      0,
    );

    const result = {
      ...resultHeader('operation-log-list', { loadAverageAtStart }),
      setup: {
        platform: 'startPlatform in this process: the HTTP adapter and the real Lambda handlers; DynamoDB Local as a child JVM',
        dynamodbLocal: { inMemory: true, jvmProfile: 'throughput' },
        signedInAs: 'the administrator',
        rows:
          `${LARGE} drawn up front (the first ${SMALL} are a uniform sample of them), times uniform over the 365 days before ${new Date(end).toISOString()}; ` +
          `projects ${LOG_PROJECTS.join(', ')} (8000 holds 40 %, each other 15 %); 500 accounts in 100 organisations, each row by a random account; every tenth row an edit with its change`,
        seeding:
          'the log writer’s own items (logItem: month partition, gsi1 by account, gsi2 by organisation) by BatchWriteItem, 32 batches of 25 in flight; ' +
          'then the counters by the hourly roll-up job (runLogRollup) run from scratch, as a first deployment over existing rows would run it (not pre-computed: the counter items would be the same, and writing them is the cost; see sizes.*.rollup)',
        sizes,
        request: `the first page (page=1, limit=${PAGE_SIZE}) with its total; filters as the screen sends them (account and organisation in another case and spacing than stored)`,
        filters: FILTERS,
        ranges:
          'noRange; sevenMonths (about 210 days) and thirtyHours (across a day), both with edges inside an hour at odd seconds (Beijing time, `to` inclusive to the second)',
        warmup: `not measured: the first request of every case (firstRequestMs), then ${WARMUP} requests of every case at one client`,
        freshness:
          'before each round the roll-up job runs (a no-op unless an hour has finished), as the hourly schedule keeps the counters',
        rounds: `${ROUNDS} rounds over every case, ${SERIAL} / ${ROUNDS} requests of a case in each, so load from elsewhere on the machine falls on all cases alike`,
        oneClientRequests: SERIAL,
        checks:
          'every answer: code 200, the total equal to a brute-force count of the seeded rows, exactly the expected 20 rows newest first',
      },
      lists,
      targets: {
        [`p95 at one client at ${LARGE} rows ≤ ${TARGET_GROWTH}× p95 at ${SMALL} rows, every case`]: {
          pass: growthChecks.every((check) => check.pass),
          cases: growthChecks,
        },
        'no wrong answer': { wrongAnswers, pass: wrongAnswers === 0 },
      },
      wrongAnswers,
      failures,
      benchMs: Math.round(performance.now() - benchStarted),
    };
    writeBenchResult(values.out, result, { failed: failures.length > 0 || wrongAnswers > 0 });
  } finally {
    await stop();
  }
}

await main();
