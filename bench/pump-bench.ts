/**
 * The pump catalogue's duty-point search (GET /device/list_dongshebei) on the local platform
 * (DynamoDB Local with the JVM's throughput profile, the real handlers behind the HTTP adapter), at
 * 500 and then 50,000 pumps, against issue 14's target: the p95 at one client grows at most 1.5×.
 * Every request asks a fresh duty point (drawn from the catalogue), so the per-filter memo does not
 * help and each answer is a scan and a sort of the in-memory copy; every answer's total and first
 * page is checked against a brute-force filter of the seeded catalogue. Results: bench/results/pumps.json.
 * The one-client p95 is the median of three rounds' (the machine is shared); the search alone (in
 * process, no HTTP) is reported beside it.
 * Usage: npm run bench:pumps -- [--pumps 500] [--grow-to 50000] [--serial 300] [--rounds 3] [--out pumps.json]
 */
import { parseArgs } from 'node:util';
import type { PumpRow } from '@sddp/shared';
import { publishPumps, type PumpRecord } from '#domains/device/data/pump-catalogue';
import { searchPumps } from '#domains/device/data/pump-search';
import { demoPumps } from '#local/demo/pump-demo';
import { createBenchAdmin } from './support/bench-admin';
import { BenchApi } from './support/bench-api';
import { startBenchPlatform } from './support/bench-platform';
import { benchMachine, loadAverage, writeBenchResult } from './support/bench-result';
import { closedLoop, timed, type LatencySummary } from './support/latency';
import { randomSource } from './support/org-fixtures';

const { values } = parseArgs({
  options: {
    pumps: { type: 'string', default: '500' },
    'grow-to': { type: 'string', default: '50000' },
    serial: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string', default: 'pumps.json' },
  },
});
const SMALL = Number(values.pumps);
const LARGE = Number(values['grow-to']);
const SERIAL = Number(values.serial);
const ROUNDS = Number(values.rounds);
const WARMUP = 100;
const CHECKED_ANSWERS = 30;
const PAGE_SIZE = 20;
const ADMIN = { id: 1, userCode: 'benchadmin', password: 'Bench#Admin1' };
const TARGETS = { growthRatio: 1.5 };

type Params = Record<string, string | number>;
interface SearchCase {
  name: string;
  /** A fresh query per request. */
  query: (random: () => number, catalogue: readonly PumpRecord[]) => Params;
}

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;
/** A duty point a little below a catalogued pump's rating, so some pumps meet it. */
const dutyBelow = (random: () => number, catalogue: readonly PumpRecord[]) => {
  const pump = pick(random, catalogue);
  return {
    liuliang: Math.max(0.001, Math.round(pump.flow * (0.6 + random() * 0.3) * 1000) / 1000),
    yangcheng: Math.round(pump.head * (0.6 + random() * 0.3) * 10) / 10,
  };
};

const CASES: SearchCase[] = [
  { name: 'unfiltered', query: (random) => ({ page: 1 + Math.floor(random() * 5) }) },
  { name: 'typeAndMedium', query: (random) => ({ bengType: 1 + Math.floor(random() * 8), jiezhi: 1 + Math.floor(random() * 5) }) },
  { name: 'dutyPoint', query: (random, catalogue) => dutyBelow(random, catalogue) },
  {
    name: 'typeAndDutyPoint',
    query: (random, catalogue) => {
      const duty = dutyBelow(random, catalogue);
      return {
        ...duty,
        bengType: catalogue.find((pump) => pump.flow >= duty.liuliang && pump.head >= duty.yangcheng)?.type ?? 1,
      };
    },
  },
];

/** The brute force: every pump meeting the query, closest first, ties newest first (distances computed once per pump). */
function expected(catalogue: readonly PumpRecord[], params: Params): number[] {
  const flow = params.liuliang === undefined ? undefined : Number(params.liuliang);
  const head = params.yangcheng === undefined ? undefined : Number(params.yangcheng);
  const distance = (pump: PumpRecord) => {
    const dq = flow === undefined ? 0 : (pump.flow - flow) / flow;
    const dh = head === undefined ? 0 : (pump.head - head) / head;
    return Math.sqrt(dq * dq + dh * dh);
  };
  return catalogue
    .filter(
      (pump) =>
        (params.bengType === undefined || pump.type === Number(params.bengType)) &&
        (params.jiezhi === undefined || pump.medium === Number(params.jiezhi)) &&
        (flow === undefined || pump.flow >= flow) &&
        (head === undefined || pump.head >= head),
    )
    .map((pump) => ({ id: pump.id, distance: distance(pump) }))
    .sort((a, b) => a.distance - b.distance || b.id - a.id)
    .map((pump) => pump.id);
}

interface CaseResult {
  meanTotal: number;
  /** The round whose p95 is the median of the rounds' (the machine is shared: one busy spell moves one round). */
  oneClient: LatencySummary;
  p95ByRound: number[];
  answersChecked: number;
  /** The search itself (searchPumps in this process, no HTTP, no session): what grows with the catalogue. */
  searchOnly: LatencySummary;
  wrongAnswers: number;
}

async function measure(api: BenchApi, catalogue: readonly PumpRecord[], seed: number): Promise<Record<string, CaseResult>> {
  const results: Record<string, CaseResult> = {};
  for (const searchCase of CASES) {
    const random = randomSource(seed);
    // Answers are checked after the timed rounds: the brute force's garbage would otherwise land in
    // the server's pauses (same process).
    let answers: Array<{ params: Params; page: number; total: number; ids: string }> = [];
    const request = async () => {
      const params = searchCase.query(random, catalogue);
      const page = Number(params.page ?? 1);
      const started = performance.now();
      const response = await api.get<{ rows: PumpRow[]; total: number }>('/device/list_dongshebei', { ...params, page, limit: PAGE_SIZE });
      const elapsed = performance.now() - started;
      answers.push({
        params,
        page,
        total: response.code === 200 ? response.result.total : -1,
        ids: response.result?.rows?.map((row) => row.id).join() ?? '',
      });
      return elapsed;
    };
    await closedLoop(WARMUP, 1, request);
    answers = [];
    const rounds: LatencySummary[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await closedLoop(SERIAL, 1, request));
    const oneClient = [...rounds].sort((a, b) => a.p95Ms - b.p95Ms)[Math.floor(rounds.length / 2)]!;
    const direct = randomSource(seed + 1);
    const searchOnly = await closedLoop(SERIAL, 1, () => {
      const params = searchCase.query(direct, catalogue);
      const filter = {
        ...(params.bengType === undefined ? {} : { type: Number(params.bengType) }),
        ...(params.jiezhi === undefined ? {} : { medium: Number(params.jiezhi) }),
        ...(params.liuliang === undefined ? {} : { flow: Number(params.liuliang) }),
        ...(params.yangcheng === undefined ? {} : { head: Number(params.yangcheng) }),
      };
      return timed(() => searchPumps(filter, Number(params.page ?? 1), PAGE_SIZE));
    });
    // A spread sample of 30 answers per case: checking all 900 at 50,000 pumps blocks this process
    // (the server's too) for long enough that the client's kept-alive socket is closed under it.
    const checked = answers.filter((_, index) => index % Math.ceil(answers.length / CHECKED_ANSWERS) === 0);
    let wrong = 0;
    let totals = 0;
    for (const answer of checked) {
      const ids = expected(catalogue, answer.params);
      if (answer.total !== ids.length || answer.ids !== ids.slice((answer.page - 1) * PAGE_SIZE, answer.page * PAGE_SIZE).join()) wrong++;
      totals += ids.length;
    }
    results[searchCase.name] = {
      meanTotal: Math.round(totals / checked.length),
      answersChecked: checked.length,
      oneClient,
      p95ByRound: rounds.map((summary) => summary.p95Ms),
      searchOnly,
      wrongAnswers: wrong,
    };
    console.log(
      `  ${searchCase.name} (≈${results[searchCase.name]!.meanTotal} matches): p95 ${oneClient.p95Ms} ms (rounds ${results[searchCase.name]!.p95ByRound.join(', ')}), p50 ${oneClient.p50Ms} ms; search alone p95 ${searchOnly.p95Ms} ms; wrong ${wrong}`,
    );
  }
  return results;
}

async function main(): Promise<void> {
  const { platform, stop } = await startBenchPlatform('pump');
  try {
    const api = new BenchApi(`${platform.url}/user-api`);
    await createBenchAdmin(ADMIN);
    await api.signIn(ADMIN.userCode, ADMIN.password);

    const small = demoPumps(SMALL);
    let started = performance.now();
    await publishPumps(small);
    const seedSmallMs = Math.round(performance.now() - started);
    console.log(`${SMALL} pumps seeded in ${seedSmallMs} ms`);
    const atSmall = await measure(api, small, 1);

    const large = demoPumps(LARGE);
    started = performance.now();
    await publishPumps(large.slice(SMALL));
    const seedLargeMs = Math.round(performance.now() - started);
    console.log(`${LARGE} pumps seeded in ${seedLargeMs} ms`);
    const atLarge = await measure(api, large, 1);

    const ratio = (pick: (result: CaseResult) => number) =>
      Object.fromEntries(CASES.map(({ name }) => [name, Math.round((pick(atLarge[name]!) / pick(atSmall[name]!)) * 100) / 100]));
    const growth = ratio((result) => result.oneClient.p95Ms);
    const searchGrowth = ratio((result) => result.searchOnly.p95Ms);
    const failures = [
      ...Object.entries(growth)
        .filter(([, ratio]) => ratio > TARGETS.growthRatio)
        .map(([name, ratio]) => `${name}: p95 grew ${ratio}×`),
      ...[...Object.entries(atSmall), ...Object.entries(atLarge)]
        .filter(([, result]) => result.wrongAnswers > 0)
        .map(([name]) => `${name}: wrong answers`),
    ];
    const report = {
      measuredAt: new Date().toISOString(),
      machine: benchMachine(),
      targets: TARGETS,
      sizes: { small: SMALL, large: LARGE },
      requestsPerCase: SERIAL,
      rounds: ROUNDS,
      pageSize: PAGE_SIZE,
      seeding: { smallMs: seedSmallMs, largeMs: seedLargeMs },
      atSmall,
      atLarge,
      p95GrowthRatio: growth,
      searchOnlyP95GrowthRatio: searchGrowth,
      loadAverage: loadAverage(),
      failures,
    };
    writeBenchResult(values.out, report, {
      failed: failures.length > 0,
      show: { p95GrowthRatio: growth, searchOnlyP95GrowthRatio: searchGrowth, failures },
    });
  } finally {
    await stop();
  }
}

await main();
