/**
 * The organisation lists and the supplier import on the local platform (DynamoDB Local with the JVM's
 * throughput profile, s3rver, the real handlers behind the HTTP adapter), at 1,000 and then 10,000
 * organisations, against the issue's targets. Results: bench/results/org-lists-and-import.json.
 * Usage: npm run bench:orgs -- [--orgs 1000] [--grow-to 10000] [--serial 200] [--concurrent 2000]
 *   [--concurrency 50] [--import-rows 10000]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportReport } from '@sddp/shared';
import { putProject } from '#entities/project';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { createBenchAdmin } from './support/bench-admin';
import { BenchApi } from './support/bench-api';
import { startBenchPlatform } from './support/bench-platform';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';
import { closedLoop, timed, type LatencySummary } from './support/latency';
import { collectGarbage, measureRss, mib, processMemory } from './support/memory';
import { randomSource, SupplierFactory } from './support/org-fixtures';
import { ExpectedOrgs, seedSuppliers, timeSampleJoins, type SeedTiming } from './support/org-seeding';
import { importAsJob, supplierWorkbook, uploadWorkbook } from './support/supplier-import';

const { values } = parseArgs({
  options: {
    orgs: { type: 'string', default: '1000' },
    'grow-to': { type: 'string', default: '10000' },
    serial: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    'import-rows': { type: 'string', default: '10000' },
  },
});
const SMALL = Number(values.orgs);
const LARGE = Number(values['grow-to']);
const SERIAL = Number(values.serial);
const CONCURRENT = Number(values.concurrent);
const CONCURRENCY = Number(values.concurrency);
const IMPORT_ROWS = Number(values['import-rows']);
const WARMUP = 200;
const PAGE_SIZE = 20;
const PROJECT_IDS = Array.from({ length: 50 }, (_, index) => 9001 + index);
const LISTED_PROJECT = 9001;
const SAMPLE_JOIN_PROJECT = 9050;
const ADMIN = { id: 1, userCode: 'benchadmin', password: 'Bench#Admin1' };
const TARGETS = { p95Ms: 50, growthRatio: 1.5, importMs: 5_000, importMiB: 256 };

interface ListRow {
  id: number;
  flag?: string;
}
interface ListQuery {
  params: Record<string, string | number>;
  /** The matching organisations, newest first. */
  ids: number[];
}
interface ListCase extends ListQuery {
  name: string;
  path: string;
  /** For the project lists: the flag each row must carry. */
  flagOf?: (id: number) => string;
  /** When set, each request takes the next of these instead (a filter the server has not just answered). */
  rotate?: ListQuery[];
}
interface CaseResult {
  request: string;
  /** The expected total; for a rotating filter, the mean over its filters. */
  total: number;
  dynamoCallsPerRequest: number;
  oneClient: LatencySummary;
  concurrentClients: LatencySummary;
  wrongAnswers: number;
}

const failures: string[] = [];
let wrongAnswers = 0;
let dynamoCalls = 0;

function describe(listCase: ListCase): string {
  const params = Object.entries(listCase.params).map(([name, value]) => `${name}=${value}`);
  if (listCase.rotate) params.push(`orgName=<the next of ${listCase.rotate.length} brand+industry fragments, in turn>`);
  return `GET ${listCase.path}?${[...params, 'page=<random>', `limit=${PAGE_SIZE}`].join('&')}`;
}

/** Every answer: code 200, the right total, exactly the expected ids on that page (and flags). */
function wrongness(
  listCase: ListCase,
  query: ListQuery,
  page: number,
  body: { code: number; message: string; result: { rows: ListRow[]; total: number } },
) {
  if (body.code !== 200) return `code ${body.code} ${body.message}`;
  if (body.result.total !== query.ids.length) return `total ${body.result.total}, expected ${query.ids.length}`;
  const want = query.ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const got = body.result.rows.map((row) => row.id);
  if (got.length !== want.length || got.some((id, index) => id !== want[index]))
    return `page ${page}: ids ${got.join(',')} ≠ ${want.join(',')}`;
  const badFlag = listCase.flagOf && body.result.rows.find((row) => row.flag !== listCase.flagOf?.(row.id));
  return badFlag ? `page ${page}: org ${badFlag.id} flag ${badFlag.flag}` : undefined;
}

function requester(api: BenchApi, listCase: ListCase, random: () => number, onWrong: () => void) {
  let sent = 0;
  return async () => {
    const query = listCase.rotate ? listCase.rotate[sent++ % listCase.rotate.length]! : listCase;
    const page = 1 + Math.floor(random() * Math.max(1, Math.ceil(query.ids.length / PAGE_SIZE)));
    const started = performance.now();
    const body = await api.get<{ rows: ListRow[]; total: number }>(listCase.path, {
      ...listCase.params,
      ...query.params,
      page,
      limit: PAGE_SIZE,
    });
    const ms = performance.now() - started;
    const problem = wrongness(listCase, query, page, body);
    if (problem) {
      onWrong();
      if (failures.length < 20) failures.push(`${listCase.name}: ${problem}`);
    }
    return ms;
  };
}

async function runCase(api: BenchApi, listCase: ListCase, random: () => number): Promise<CaseResult> {
  let wrong = 0;
  const request = requester(api, listCase, random, () => (wrong += 1));
  const callsBefore = dynamoCalls;
  const oneClient = await closedLoop(SERIAL, 1, request);
  const dynamoCallsPerRequest = Math.round(((dynamoCalls - callsBefore) / SERIAL) * 100) / 100;
  const concurrentClients = await closedLoop(CONCURRENT, CONCURRENCY, request);
  wrongAnswers += wrong;
  const total = listCase.rotate
    ? Math.round(listCase.rotate.reduce((sum, query) => sum + query.ids.length, 0) / listCase.rotate.length)
    : listCase.ids.length;
  return { request: describe(listCase), total, dynamoCallsPerRequest, oneClient, concurrentClients, wrongAnswers: wrong };
}

/** The same requests at every size; the filters are chosen once, at the first size. */
interface Needles {
  orgName: string;
  orgCode: string;
}

function chooseNeedles(expected: ExpectedOrgs, factory: SupplierFactory): Needles {
  const count = (test: (text: string) => boolean, field: 'orgName' | 'orgCode') => expected.all().filter((org) => test(org[field])).length;
  const closest = (candidates: Iterable<string>, field: 'orgName' | 'orgCode', want: number) =>
    [...candidates]
      .map((needle) => ({ needle, matches: count((text) => text.toLowerCase().includes(needle.toLowerCase()), field) }))
      .sort((a, b) => Math.abs(a.matches - want) - Math.abs(b.matches - want) || a.needle.localeCompare(b.needle))[0]!.needle;
  return { orgName: closest(factory.nameFragments, 'orgName', 5), orgCode: closest(factory.series, 'orgCode', 10) };
}

function casesFor(expected: ExpectedOrgs, needles: Needles, fragments: readonly string[]): ListCase[] {
  const contains = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());
  const members = new Set(expected.ids((org) => org.projects.has(LISTED_PROJECT)));
  return [
    { name: 'orgList.unfiltered', path: '/org/admin/list', params: {}, ids: expected.ids(() => true) },
    {
      name: 'orgList.orgNameFragment',
      path: '/org/admin/list',
      params: { orgName: needles.orgName },
      ids: expected.ids((org) => contains(org.orgName, needles.orgName)),
    },
    {
      name: 'orgList.orgNameRotating',
      path: '/org/admin/list',
      params: {},
      ids: [],
      rotate: fragments.map((fragment) => ({ params: { orgName: fragment }, ids: expected.ids((org) => contains(org.orgName, fragment)) })),
    },
    {
      name: 'orgList.orgCodePrefix',
      path: '/org/admin/list',
      params: { orgCode: needles.orgCode },
      ids: expected.ids((org) => contains(org.orgCode, needles.orgCode)),
    },
    {
      name: 'projectListOrg.all',
      path: '/project/admin/list_org',
      params: { projectId: LISTED_PROJECT, flag: '' },
      ids: expected.ids(() => true),
      flagOf: (id) => (members.has(id) ? 'Y' : 'N'),
    },
    {
      name: 'projectListOrg.added',
      path: '/project/admin/list_org',
      params: { projectId: LISTED_PROJECT, flag: 'Y' },
      ids: [...members],
      flagOf: (id) => (members.has(id) ? 'Y' : 'N'),
    },
  ];
}

async function measureLists(
  api: BenchApi,
  expected: ExpectedOrgs,
  needles: Needles,
  fragments: readonly string[],
  seed: number,
  warmupRounds: number,
): Promise<Record<string, CaseResult>> {
  const random = randomSource(seed);
  const cases = casesFor(expected, needles, fragments);
  // Every case first, so the first measured one does not pay for JIT compilation or the catalogue load.
  for (let round = 0; round < warmupRounds; round++) {
    for (const listCase of cases)
      await closedLoop(
        WARMUP,
        round === 0 ? 20 : CONCURRENCY,
        requester(api, listCase, random, () => (wrongAnswers += 1)),
      );
  }
  const results: Record<string, CaseResult> = {};
  for (const listCase of cases) {
    results[listCase.name] = await runCase(api, listCase, random);
    const { oneClient, concurrentClients } = results[listCase.name]!;
    console.log(
      `  ${listCase.name} (${results[listCase.name]!.total}): p95 ${oneClient.p95Ms} ms at 1, ${concurrentClients.p95Ms} ms at ${CONCURRENCY}`,
    );
  }
  return results;
}

/** The emulator's own floor: a bare GetItem through the same client, at 1 and at CONCURRENCY in flight. */
async function measureGetItem(orgId: number) {
  const getItem = () => timed(() => db().send(new GetCommand({ TableName: tableName(), Key: keys.org(orgId) })));
  await closedLoop(1_000, CONCURRENCY, getItem);
  return { oneClient: await closedLoop(1_000, 1, getItem), concurrentClients: await closedLoop(5_000, CONCURRENCY, getItem) };
}

function emulatorShare(result: CaseResult, getItem: LatencySummary) {
  const boundPerSecond = getItem.throughputPerSecond / result.dynamoCallsPerRequest;
  const floorMs = (CONCURRENCY / boundPerSecond) * 1000;
  return {
    dynamoCallsPerRequest: result.dynamoCallsPerRequest,
    emulatorBoundRequestsPerSecond: Math.round(boundPerSecond),
    measuredRequestsPerSecond: result.concurrentClients.throughputPerSecond,
    emulatorFloorLatencyMs: Math.round(floorMs),
    measuredMeanLatencyMs: Math.round((CONCURRENCY / result.concurrentClients.throughputPerSecond) * 1000),
    emulatorShareOfLatency: Math.round((floorMs / ((CONCURRENCY / result.concurrentClients.throughputPerSecond) * 1000)) * 100) / 100,
  };
}

/** The worker child's own peak RSS (VmHWM), which is what a Lambda's memory limit compares against. */
function workerPeakMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : undefined;
}

async function measureImport(api: BenchApi, key: string, jvmPid: number, want: { created: number; unchanged: number }) {
  collectGarbage();
  const run = await measureRss(() => importAsJob<ImportReport>(api, '/org/admin/import_gys', { key }));
  const { value: body, ...memory } = run;
  const report = body.result;
  const ok = body.code === 200 && report?.status === 'imported' && report.created === want.created && report.unchanged === want.unchanged;
  if (!ok)
    failures.push(`import: expected created ${want.created}, unchanged ${want.unchanged}; got ${JSON.stringify(body).slice(0, 500)}`);
  return {
    answer: {
      code: body.code,
      status: report?.status,
      rows: report?.rows,
      created: report?.created,
      unchanged: report?.unchanged,
      problems: report?.problems?.length,
    },
    asExpected: ok,
    ...memory,
    dynamodbLocalJvm: processMemory(jvmPid),
  };
}

async function main() {
  const benchStarted = performance.now();
  const loadAverageAtStart = loadAverage();
  const { platform, stop } = await startBenchPlatform('org');
  const jvmPid = platform.services.dynamodbPid;
  const api = new BenchApi(`${platform.url}/user-api`);
  db().middlewareStack.add(
    (next) => (args) => {
      dynamoCalls += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchDynamoCallCounter' },
  );
  try {
    const factory = new SupplierFactory(20_240_601);
    const expected = new ExpectedOrgs();
    const createTime = new Date().toISOString();
    for (const [index, id] of PROJECT_IDS.entries()) {
      await putProject({
        id,
        projectName: factory.projectName(index),
        projectNameEn: `Project ${id}`,
        state: '20',
        indexUrl: '',
        indexUrlEn: '',
        createTime,
        version: 1,
      });
    }
    await createBenchAdmin(ADMIN, createTime);

    console.log(`seeding ${SMALL} organisations…`);
    const seeding: Array<SeedTiming & { ms: number }> = [];
    let seedStarted = performance.now();
    seeding.push({ ...(await seedSuppliers(SMALL, factory, PROJECT_IDS, expected)), ms: 0 });
    const sampleJoins = await timeSampleJoins(100, SAMPLE_JOIN_PROJECT, expected);
    seeding[0]!.ms = Math.round(performance.now() - seedStarted);
    await api.signIn(ADMIN.userCode, ADMIN.password);

    // The throughput JVM compiles its hot paths with C2 only after a while: warm it before anything is measured.
    for (let round = 0; round < 2; round++) await measureGetItem(expected.all()[0]!.id);
    const needles = chooseNeedles(expected, factory);
    // More than any per-filter memo could hold: every request of this case is a filter the server has not just answered.
    const fragments = [...factory.nameFragments].sort().slice(0, 300);
    console.log(`lists at ${expected.size} organisations (name '${needles.orgName}', code '${needles.orgCode}')…`);
    const small = await measureLists(api, expected, needles, fragments, 1, 3);
    const memoryAtSmall = { benchProcessRssMiB: mib(process.memoryUsage().rss), dynamodbLocalJvm: processMemory(jvmPid) };

    console.log(`growing to ${LARGE} organisations…`);
    seedStarted = performance.now();
    seeding.push({ ...(await seedSuppliers(LARGE - SMALL, factory, PROJECT_IDS, expected)), ms: 0 });
    seeding[1]!.ms = Math.round(performance.now() - seedStarted);
    console.log(`lists at ${expected.size} organisations…`);
    const large = await measureLists(api, expected, needles, fragments, 2, 1);
    const memoryAtLarge = { benchProcessRssMiB: mib(process.memoryUsage().rss), dynamodbLocalJvm: processMemory(jvmPid) };

    console.log('bare GetItem on DynamoDB Local…');
    const getItem = await measureGetItem(expected.all()[0]!.id);

    console.log(`import of ${IMPORT_ROWS} rows…`);
    const importRows = Array.from({ length: IMPORT_ROWS }, (_, index) => factory.supplier({ leadingZero: index % 5 === 0 }));
    const workbook = supplierWorkbook(importRows);
    let key = '';
    const uploadMs = await timed(async () => {
      key = await uploadWorkbook(api, '/org/admin/import_upload', workbook);
    });
    const firstImport = await measureImport(api, key, jvmPid, { created: IMPORT_ROWS, unchanged: 0 });
    console.log(`  first: ${firstImport.ms} ms, peak RSS ${firstImport.rssPeakSampledMiB} MiB`);
    const secondImport = await measureImport(api, key, jvmPid, { created: 0, unchanged: IMPORT_ROWS });
    console.log(`  again: ${secondImport.ms} ms, peak RSS ${secondImport.rssPeakSampledMiB} MiB`);
    const workerPeak = workerPeakMiB(platform.workerPid());
    console.log(`  the worker process's peak RSS so far: ${workerPeak} MiB`);
    let listAfterImport: { total?: number; code?: number } = {};
    const firstListAfterImportMs = await timed(async () => {
      const body = await api.get<{ total: number }>('/org/admin/list', { page: 1, limit: PAGE_SIZE });
      listAfterImport = { code: body.code, total: body.result?.total };
    });
    if (listAfterImport.total !== LARGE + IMPORT_ROWS)
      failures.push(`list after import: total ${listAfterImport.total}, expected ${LARGE + IMPORT_ROWS}`);

    const ratio = (name: string, which: 'oneClient' | 'concurrentClients') =>
      Math.round((large[name]![which].p95Ms / small[name]![which].p95Ms) * 100) / 100;
    const growth = Object.fromEntries(
      Object.keys(small).map((name) => [
        name,
        { p95RatioOneClient: ratio(name, 'oneClient'), p95RatioConcurrent: ratio(name, 'concurrentClients') },
      ]),
    );
    const sizes = { [SMALL]: small, [LARGE]: large };
    const p95Checks = Object.entries(sizes).flatMap(([size, results]) =>
      Object.entries(results).map(([name, result]) => ({
        case: `${name} @ ${size}`,
        p95Ms: result.concurrentClients.p95Ms,
        pass: result.concurrentClients.p95Ms < TARGETS.p95Ms,
      })),
    );
    const growthChecks = Object.entries(growth).flatMap(([name, ratios]) => [
      { case: `${name}, 1 client`, ratio: ratios.p95RatioOneClient, pass: ratios.p95RatioOneClient <= TARGETS.growthRatio },
      { case: `${name}, ${CONCURRENCY} clients`, ratio: ratios.p95RatioConcurrent, pass: ratios.p95RatioConcurrent <= TARGETS.growthRatio },
    ]);
    const importPeakMiB = Math.max(
      firstImport.rssPeakSampledMiB,
      firstImport.maxRssAfterMiB > firstImport.maxRssBeforeMiB ? firstImport.maxRssAfterMiB : 0,
    );

    const result = {
      ...resultHeader('org-lists-and-import', { loadAverageAtStart }),
      setup: {
        platform: 'startPlatform in this process: the HTTP adapter and the real Lambda handlers, s3rver; DynamoDB Local as a child JVM',
        dynamodbLocal: { inMemory: true, jvmProfile: 'throughput' },
        projects: PROJECT_IDS.length,
        membershipsPerOrganisation: '1–3 random projects; plus the sample joins to project 9050',
        listedProject: LISTED_PROJECT,
        seeding,
        seedingNote:
          'createImportedSuppliers writes records, primary accounts, guards and catalogue buckets in batches; the memberships are written the same way ' +
          '(orgItem via BatchWriteItem, then stampBucketsAndMoveHead) because setOrgInProject is one transaction per join',
        sampleSetOrgInProject: sampleJoins,
        pageSize: PAGE_SIZE,
        pages: "uniformly random within the answer's page range (deep pages included)",
        warmup:
          `not measured: 14,000 bare GetItems before the first size; at each size ${WARMUP} requests per case at 20 clients, every case ` +
          `before the first is measured (at the first size two more rounds at ${CONCURRENCY} clients, while the JVM compiles)`,
        logging: 'the handlers write their JSON request line to stdout (LOG_LEVEL info), as deployed',
        oneClientRequests: SERIAL,
        concurrentRequests: CONCURRENT,
        concurrency: CONCURRENCY,
        filters: {
          orgNameFragment: needles.orgName,
          orgCodePrefix: needles.orgCode,
          orgNameRotating: `${fragments.length} brand+industry fragments in turn`,
        },
        checks: 'every answer: code 200, total equal to the expected count, exactly the expected ids on the page (and Y/N flags)',
      },
      lists: { [`organisations${SMALL}`]: small, [`organisations${LARGE}`]: large },
      growth,
      emulatorFloor: {
        note: 'bare GetItem on one organisation item through the same DynamoDB client the handlers use',
        getItem,
        perListCase: Object.fromEntries(
          Object.entries(sizes).flatMap(([size, results]) =>
            Object.entries(results).map(([name, value]) => [`${name} @ ${size}`, emulatorShare(value, getItem.concurrentClients)]),
          ),
        ),
        method:
          'A list request makes dynamoCallsPerRequest calls one after another. If DynamoDB Local served them only as fast as bare GetItems at the ' +
          "same concurrency, it alone would cap the list at getItem throughput / calls per request; by Little's law the latency floor " +
          `at ${CONCURRENCY} clients is then ${CONCURRENCY} / that rate. An estimate: Query and the other calls are not GetItems.`,
      },
      memory: { [`at${SMALL}`]: memoryAtSmall, [`at${LARGE}`]: memoryAtLarge },
      import: {
        rows: IMPORT_ROWS,
        workbookBytes: workbook.byteLength,
        existingOrganisations: LARGE,
        uploadMs: Math.round(uploadMs),
        first: firstImport,
        again: secondImport,
        workerProcess: {
          peakMiB: workerPeak,
          note: 'the import runs as a job in the spreadsheet worker, a child process of the platform (run through tsx, unbundled): its own VmHWM after both imports',
        },
        firstListAfterImport: { ...listAfterImport, ms: Math.round(firstListAfterImportMs) },
        memoryNote:
          'RSS is this whole process: the server, s3rver, the catalogue copy and the bench itself; the DynamoDB Local JVM is separate. ' +
          'RSS growth can read 0 when the import reuses heap pages earlier phases left resident; the samples miss what happens while ' +
          'the event loop is blocked (longestSampleGapMs), maxRSS does not.',
      },
      targets: {
        [`p95 < ${TARGETS.p95Ms} ms at ${CONCURRENCY} concurrent clients`]: {
          pass: p95Checks.every((check) => check.pass),
          cases: p95Checks,
        },
        [`p95 at ${LARGE} ≤ ${TARGETS.growthRatio}× p95 at ${SMALL}`]: {
          pass: growthChecks.every((check) => check.pass),
          cases: growthChecks,
        },
        [`${IMPORT_ROWS}-row import < ${TARGETS.importMs / 1000} s`]: { ms: firstImport.ms, pass: firstImport.ms < TARGETS.importMs },
        [`${IMPORT_ROWS}-row import < ${TARGETS.importMiB} MB (peak RSS of the worker process, which does the import)`]: {
          peakMiB: workerPeak,
          pass: workerPeak !== undefined && workerPeak < TARGETS.importMiB,
        },
        [`${IMPORT_ROWS}-row import, peak RSS of the whole local platform process (server, s3rver, all domains, the bench)`]: {
          peakMiB: importPeakMiB,
        },
      },
      wrongAnswers,
      failures,
      benchMs: Math.round(performance.now() - benchStarted),
    };
    writeBenchResult('org-lists-and-import.json', result, { failed: failures.length > 0, show: result });
  } finally {
    await stop();
  }
}

await main();
