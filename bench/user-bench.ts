/**
 * The all-users list and its export on the local platform (DynamoDB Local with the JVM's throughput
 * profile, s3rver, the real handlers behind the HTTP adapter), at 1,000 and then 50,000 accounts
 * spread over the organisations (about 2,000 at the larger size, the same accounts per organisation
 * at both), against issue 12's targets: the list's p95 at one client grows at most 1.5× from 1,000 to
 * 50,000 accounts, with any filter; the export of the 50,000 (the job's runner, in a fresh bundled
 * process) takes ≤ 10 s and ≤ 256 MB. Every answer's total and page is checked against the seeded
 * data, and the exported file is read back. Results: bench/results/users.json.
 * Usage: npm run bench:users -- [--users 1000] [--grow-to 50000] [--orgs 2000] [--serial 200]
 *   [--concurrent 1000] [--concurrency 20] [--no-export] [--out users.json]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { read, type CellObject } from '@e965/xlsx';
import { USER_EXPORT_SHEET } from '#domains/user/sheets/user-export';
import { putProject } from '#entities/project';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { readObject } from '#kit/s3/objects';
import { createBenchAdmin } from './support/bench-admin';
import { BenchApi } from './support/bench-api';
import { startBenchPlatform } from './support/bench-platform';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';
import { bundleExportChild, exportInFreshProcess, type FreshProcessExport } from './support/export-in-fresh-process';
import { closedLoop, timed, type LatencySummary } from './support/latency';
import { mib, processMemory } from './support/memory';
import { randomSource, SupplierFactory } from './support/org-fixtures';
import { ExpectedOrgs, seedSuppliers, type SeedTiming } from './support/org-seeding';
import { dynamoCallCount, phasesOf, sampled, watchPhases, type RequestSample } from './support/request-phases';
import {
  adoptSeededOrgs,
  expectAdmin,
  ExpectedUsers,
  seedUsers,
  UserFactory,
  type ExpectedUser,
  type SeededOrg,
  type UserSeedTiming,
} from './support/user-seeding';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    'grow-to': { type: 'string', default: '50000' },
    orgs: { type: 'string', default: '2000' },
    serial: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
    'no-export': { type: 'boolean', default: false },
    out: { type: 'string', default: 'users.json' },
  },
});
const SMALL = Number(values.users);
const LARGE = Number(values['grow-to']);
const ORGS_LARGE = Number(values.orgs);
/** The same accounts per organisation at both sizes. */
const ORGS_SMALL = Math.max(10, Math.round((ORGS_LARGE * SMALL) / LARGE));
const SERIAL = Number(values.serial);
const CONCURRENT = Number(values.concurrent);
const CONCURRENCY = Number(values.concurrency);
const WARMUP = 200;
const PAGE_SIZE = 20;
const PROJECT_IDS = Array.from({ length: 50 }, (_, index) => 9001 + index);
const LISTED_PROJECT = 9001;
const ADMIN = { id: 1, userCode: 'benchadmin', password: 'Bench#Admin1' };
const PATH = '/user/admin/manage/list';
const TARGETS = { growthRatio: 1.5, exportMs: 10_000, exportMiB: 256 };

interface ListCase {
  name: string;
  params: Record<string, string | number>;
  /** The matching accounts, newest first, counted on the seeded data. */
  ids: number[];
}
interface CaseResult {
  request: string;
  total: number;
  /** The first request of the case at this size (before any warm-up of it): the filter's scan, unmemoised. */
  firstRequestMs: number;
  dynamoCallsPerRequest: number;
  oneClient: LatencySummary;
  /** The one-client requests' time split into DynamoDB, this process's GC and the rest. */
  oneClientPhases: ReturnType<typeof phasesOf>;
  concurrentClients: LatencySummary;
  wrongAnswers: number;
}

const failures: string[] = [];
let wrongAnswers = 0;

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle.trim().toLowerCase());

/** What the server's filter says, applied to the seeded data (user-list-query.ts matcherOf). */
function matches(user: ExpectedUser, params: Record<string, string | number>): boolean {
  const text = (name: 'linkman' | 'orgName' | 'userCode' | 'linkPhone') =>
    params[name] === undefined || contains(user[name], String(params[name]));
  return (
    text('linkman') &&
    text('orgName') &&
    text('userCode') &&
    text('linkPhone') &&
    (!params.userRole || user.userRole === params.userRole) &&
    (params.projectId === undefined || user.projects.has(Number(params.projectId)))
  );
}

/** The filters, chosen once at the first size, each matching a few per cent of the accounts or fewer. */
interface Needles {
  orgName: string;
  linkman: string;
  userCode: string;
  linkPhone: string;
}

function closest(expected: ExpectedUsers, field: keyof Needles, candidates: Iterable<string>, share: number): string {
  const want = expected.size * share;
  return [...new Set(candidates)]
    .map((needle) => ({ needle, count: expected.all().filter((user) => contains(user[field], needle)).length }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => Math.abs(a.count - want) - Math.abs(b.count - want) || a.needle.localeCompare(b.needle))[0]!.needle;
}

function chooseNeedles(expected: ExpectedUsers, orgs: SupplierFactory): Needles {
  const users = expected.all();
  const threeDigits = Array.from({ length: 1000 }, (_, index) => String(index).padStart(3, '0'));
  return {
    orgName: closest(expected, 'orgName', orgs.nameFragments, 0.02),
    linkman: closest(
      expected,
      'linkman',
      users.flatMap((user) => [...user.linkman]),
      0.03,
    ),
    userCode: closest(expected, 'userCode', orgs.series, 0.05),
    linkPhone: closest(expected, 'linkPhone', threeDigits, 0.01),
  };
}

function casesFor(expected: ExpectedUsers, needles: Needles): ListCase[] {
  const listCase = (name: string, params: Record<string, string | number>): ListCase => ({
    name,
    params,
    ids: expected.ids((user) => matches(user, params)),
  });
  return [
    listCase('unfiltered', {}),
    listCase('orgNameFragment', { orgName: needles.orgName }),
    listCase('linkmanFragment', { linkman: needles.linkman }),
    listCase('userCodeFragment', { userCode: needles.userCode }),
    listCase('linkPhoneFragment', { linkPhone: needles.linkPhone }),
    listCase('userRole', { userRole: '20' }),
    listCase('projectId', { projectId: LISTED_PROJECT }),
    listCase('combination', { userRole: '10', projectId: LISTED_PROJECT, linkPhone: '13' }),
  ];
}

const describe = (listCase: ListCase) =>
  `GET ${PATH}?${[...Object.entries(listCase.params).map(([name, value]) => `${name}=${value}`), 'page=<random>', `limit=${PAGE_SIZE}`].join('&')}`;

interface ListAnswer {
  code: number;
  message: string;
  result: { rows: Array<{ id: number }>; total: number };
}

/** Every answer: code 200, the total counted on the seeded data, exactly the expected accounts on the page. */
function wrongness(listCase: ListCase, page: number, body: ListAnswer): string | undefined {
  if (body.code !== 200) return `code ${body.code} ${body.message}`;
  if (body.result.total !== listCase.ids.length) return `total ${body.result.total}, expected ${listCase.ids.length}`;
  const want = listCase.ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const got = body.result.rows.map((row) => row.id);
  if (got.length !== want.length || got.some((id, index) => id !== want[index]))
    return `page ${page}: ids ${got.join(',')} ≠ ${want.join(',')}`;
  return undefined;
}

function requester(api: BenchApi, listCase: ListCase, random: () => number, onWrong: () => void) {
  return async () => {
    const page = 1 + Math.floor(random() * Math.max(1, Math.ceil(listCase.ids.length / PAGE_SIZE)));
    const started = performance.now();
    const body = (await api.get(PATH, { ...listCase.params, page, limit: PAGE_SIZE })) as ListAnswer;
    const ms = performance.now() - started;
    const problem = wrongness(listCase, page, body);
    if (problem) {
      onWrong();
      if (failures.length < 20) failures.push(`${listCase.name}: ${problem}`);
    }
    return ms;
  };
}

async function measureLists(api: BenchApi, cases: ListCase[], seed: number, warmupRounds: number): Promise<Record<string, CaseResult>> {
  const random = randomSource(seed);
  const countWrong = () => (wrongAnswers += 1);
  const firstRequestMs: Record<string, number> = {};
  for (const listCase of cases) firstRequestMs[listCase.name] = await requester(api, listCase, random, countWrong)();
  // Every case first, so the first measured one does not pay for JIT compilation or a cold filter.
  for (let round = 0; round < warmupRounds; round++) {
    for (const listCase of cases) await closedLoop(WARMUP, round === 0 ? 1 : CONCURRENCY, requester(api, listCase, random, countWrong));
  }
  const results: Record<string, CaseResult> = {};
  for (const listCase of cases) {
    let wrong = 0;
    const request = requester(api, listCase, random, () => (wrong += 1));
    const samples: RequestSample[] = [];
    const callsBefore = dynamoCallCount();
    const oneClient = await closedLoop(SERIAL, 1, () => sampled(request, samples));
    const dynamoCallsPerRequest = Math.round(((dynamoCallCount() - callsBefore) / SERIAL) * 100) / 100;
    const concurrentClients = await closedLoop(CONCURRENT, CONCURRENCY, request);
    wrongAnswers += wrong;
    results[listCase.name] = {
      request: describe(listCase),
      total: listCase.ids.length,
      firstRequestMs: Math.round(firstRequestMs[listCase.name]! * 10) / 10,
      dynamoCallsPerRequest,
      oneClient,
      oneClientPhases: phasesOf(samples),
      concurrentClients,
      wrongAnswers: wrong,
    };
    console.log(
      `  ${listCase.name} (${listCase.ids.length}): p95 ${oneClient.p95Ms} ms at 1, ${concurrentClients.p95Ms} ms at ${CONCURRENCY}; first ${results[listCase.name]!.firstRequestMs} ms`,
    );
  }
  return results;
}

/** The emulator's own floor: a bare GetItem through the same client, at one client. */
async function measureGetItem(userId: number): Promise<LatencySummary> {
  const getItem = () => timed(() => db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) })));
  await closedLoop(1_000, CONCURRENCY, getItem);
  return closedLoop(1_000, 1, getItem);
}

/** Organisations (with their primary accounts) until there are `orgs`, then ordinary accounts until there are `users`. */
async function growTo(
  orgs: number,
  users: number,
  seeded: { orgs: SeededOrg[]; expectedOrgs: ExpectedOrgs; expected: ExpectedUsers },
  factories: { orgs: SupplierFactory; users: UserFactory },
): Promise<{ organisations: SeedTiming; accounts: UserSeedTiming; ms: number }> {
  const started = performance.now();
  const organisations = await seedSuppliers(orgs - seeded.orgs.length, factories.orgs, PROJECT_IDS, seeded.expectedOrgs);
  const known = new Set(seeded.orgs.map((org) => org.id));
  const fresh = seeded.expectedOrgs.ids((org) => !known.has(org.id));
  seeded.orgs.push(...(await adoptSeededOrgs(fresh, seeded.expectedOrgs, seeded.expected)));
  const accounts = await seedUsers(users - seeded.expected.size, seeded.orgs, factories.users, seeded.expected);
  return { organisations, accounts, ms: Math.round(performance.now() - started) };
}

type UserExportRun = Omit<FreshProcessExport, 'mode'> & { mode: 'users'; key: string; fileName: string };

/** The file read back: its data rows, and the columns the filters use on sampled rows against the seeded accounts. */
async function checkExport(key: string, expected: ExpectedUsers) {
  const bytes = await readObject(key);
  const workbook = read(bytes, { type: 'array', dense: true });
  const grid = workbook.Sheets[workbook.SheetNames[0]!]!['!data'] ?? [];
  const dataRows = grid.length - 1;
  const column = (name: string) => USER_EXPORT_SHEET.columns.findIndex((entry) => entry.key === name);
  const users = expected.all();
  const sample = [...new Set([0, 1, Math.floor(users.length / 2), users.length - 2, users.length - 1])].filter((index) => index >= 0);
  const mismatches: string[] = [];
  for (const index of sample) {
    const cells: Array<CellObject | undefined> = grid[index + 1] ?? [];
    for (const field of ['orgName', 'userCode', 'linkman', 'linkPhone'] as const) {
      const got = cells[column(field)]?.v;
      const want = users[index]![field];
      if ((got ?? '') !== want) mismatches.push(`row ${index + 2} ${field}: ${String(got)} ≠ ${want}`);
    }
  }
  return {
    bytes: bytes.length,
    dataRows,
    expectedRows: expected.size,
    samplesChecked: sample.length,
    mismatches,
    ok: dataRows === expected.size && mismatches.length === 0,
  };
}

async function main() {
  const benchStarted = performance.now();
  const loadAverageAtStart = loadAverage();
  const { platform, stop } = await startBenchPlatform('user');
  const jvmPid = platform.services.dynamodbPid;
  const api = new BenchApi(`${platform.url}/user-api`);
  watchPhases();
  try {
    const factories = { orgs: new SupplierFactory(20_241_124), users: new UserFactory(20_241_125) };
    const seeded = { orgs: [] as SeededOrg[], expectedOrgs: new ExpectedOrgs(), expected: new ExpectedUsers() };
    const createTime = new Date().toISOString();
    for (const [index, id] of PROJECT_IDS.entries()) {
      await putProject({
        id,
        projectName: factories.orgs.projectName(index),
        projectNameEn: `Project ${id}`,
        state: '20',
        indexUrl: '',
        indexUrlEn: '',
        createTime,
        version: 1,
      });
    }
    await createBenchAdmin(ADMIN, createTime);
    expectAdmin(ADMIN, PROJECT_IDS, seeded.expected);

    console.log(`seeding ${SMALL} accounts over ${ORGS_SMALL} organisations…`);
    const seeding = [{ size: SMALL, ...(await growTo(ORGS_SMALL, SMALL, seeded, factories)) }];
    await api.signIn(ADMIN.userCode, ADMIN.password);
    // The throughput JVM compiles its hot paths with C2 only after a while: warm it before anything is measured.
    for (let round = 0; round < 4; round++) await measureGetItem(ADMIN.id);
    const needles = chooseNeedles(seeded.expected, factories.orgs);
    console.log(`lists at ${seeded.expected.size} accounts (${JSON.stringify(needles)})…`);
    const small = await measureLists(api, casesFor(seeded.expected, needles), 1, 3);
    const memoryAtSmall = { benchProcessRssMiB: mib(process.memoryUsage().rss), dynamodbLocalJvm: processMemory(jvmPid) };

    console.log(`growing to ${LARGE} accounts over ${ORGS_LARGE} organisations…`);
    seeding.push({ size: LARGE, ...(await growTo(ORGS_LARGE, LARGE, seeded, factories)) });
    console.log(`lists at ${seeded.expected.size} accounts…`);
    const large = await measureLists(api, casesFor(seeded.expected, needles), 2, 1);
    const memoryAtLarge = { benchProcessRssMiB: mib(process.memoryUsage().rss), dynamodbLocalJvm: processMemory(jvmPid) };
    const getItem = await measureGetItem(ADMIN.id);

    let exported: (UserExportRun & { check: Awaited<ReturnType<typeof checkExport>> }) | undefined;
    if (!values['no-export']) {
      console.log(`export of ${seeded.expected.size} accounts in a fresh process…`);
      const bundle = bundleExportChild('user-export-child');
      try {
        const run = (await exportInFreshProcess(bundle.file, platform.env, [randomUUID(), '{}'])) as unknown as UserExportRun;
        const check = await checkExport(run.key, seeded.expected);
        exported = { ...run, check };
        console.log(
          `  ${run.rows} rows: ${run.ms} ms (first page written at ${run.firstProgressMs} ms), peak RSS ${run.peakRssMiB} MiB, check ${check.ok ? 'ok' : JSON.stringify(check)}`,
        );
        if (!check.ok) failures.push(`export: ${JSON.stringify(check).slice(0, 500)}`);
      } finally {
        bundle.dispose();
      }
    }

    const growth = Object.fromEntries(
      Object.keys(small).map((name) => {
        const ratio = (which: 'oneClient' | 'concurrentClients') =>
          Math.round((large[name]![which].p95Ms / small[name]![which].p95Ms) * 100) / 100;
        return [name, { p95RatioOneClient: ratio('oneClient'), p95RatioConcurrent: ratio('concurrentClients') }];
      }),
    );
    const growthChecks = Object.entries(growth).map(([name, ratios]) => ({
      case: name,
      p95AtSmallMs: small[name]!.oneClient.p95Ms,
      p95AtLargeMs: large[name]!.oneClient.p95Ms,
      ratio: ratios.p95RatioOneClient,
      pass: ratios.p95RatioOneClient <= TARGETS.growthRatio,
    }));

    const result = {
      ...resultHeader('user-lists-and-export', { loadAverageAtStart }),
      setup: {
        platform: 'startPlatform in this process: the HTTP adapter and the real Lambda handlers, s3rver; DynamoDB Local as a child JVM',
        dynamodbLocal: { inMemory: true, jvmProfile: 'throughput' },
        signedInAs: 'the administrator (every account is listed)',
        projects: PROJECT_IDS.length,
        organisations: {
          [`at${SMALL}`]: ORGS_SMALL,
          [`at${LARGE}`]: ORGS_LARGE,
          note: 'suppliers, each in 1–3 of the projects, each with its primary account (userType 100, role 10)',
        },
        accounts:
          'the administrator, the primary accounts, and ordinary accounts spread at random over the organisations: Chinese names, mobile numbers, ' +
          'logins orgCode_NNN, e-mails, roles 10/20/90/50 (60/20/12/8 %), 1–3 of their organisation’s projects assigned',
        seeding,
        seedingNote:
          'organisations and primary accounts by createImportedSuppliers (the supplier import’s write path) plus their memberships in batches (bench/support/org-seeding.ts); ' +
          'ordinary accounts as records, userCode guards and memberships built by userItems/membershipItem and written by BatchWriteItem, ' +
          'their list entries by publishImportedUsers (publishBulk), as the import publishes its primary accounts',
        pageSize: PAGE_SIZE,
        pages: "uniformly random within the answer's page range (deep pages included)",
        warmup:
          `not measured: 8,000 bare GetItems before the first size; at each size the first request of every case (firstRequestMs), then ${WARMUP} ` +
          `requests per case at 1 client (at the first size two more rounds at ${CONCURRENCY} clients), every case before the first is measured`,
        oneClientRequests: SERIAL,
        concurrentRequests: CONCURRENT,
        concurrency: CONCURRENCY,
        filters: needles,
        phases:
          'oneClientPhases: for the middle half and the slowest 5 % of the one-client requests, the mean wall-clock time with a DynamoDB call in flight ' +
          '(the shared client), in this process’s garbage collections (the server runs in it) and the rest (handler work, HTTP, the bench)',
        checks:
          'every answer: code 200, the total equal to the matches counted on the seeded data, exactly the expected accounts on the page (newest first)',
        memoNote:
          'each case repeats one filter, so after its first request the server answers it from its per-filter memo (lib/list-index createMatchMemo); ' +
          'firstRequestMs shows the unmemoised request (the scan of every entry), a single sample',
      },
      lists: { [`users${SMALL}`]: small, [`users${LARGE}`]: large },
      growth,
      emulatorFloor: { note: 'bare GetItem of one user item through the same DynamoDB client, 1 client', getItem },
      memory: { [`at${SMALL}`]: memoryAtSmall, [`at${LARGE}`]: memoryAtLarge },
      ...(exported
        ? {
            export: {
              ...exported,
              process:
                'exportUsersJob.run (the spreadsheet worker’s runner for user.export, unfiltered, zh) in a fresh Node process running bench/support/user-export-child.ts ' +
                'bundled by esbuild as the CDK bundles a function; it loads the user and organisation catalogues from DynamoDB Local on its first page ' +
                '(firstProgressMs includes that), then pages of 1,000 newest first into writeRowsToStorage; peakRssMiB is its own VmHWM',
            },
          }
        : {}),
      targets: {
        [`p95 at one client at ${LARGE} ≤ ${TARGETS.growthRatio}× p95 at ${SMALL}, every case`]: {
          pass: growthChecks.every((check) => check.pass),
          cases: growthChecks,
        },
        ...(exported
          ? {
              [`export of ${exported.rows} accounts ≤ ${TARGETS.exportMs / 1000} s`]: {
                ms: exported.ms,
                pass: exported.ms <= TARGETS.exportMs,
              },
              [`export of ${exported.rows} accounts ≤ ${TARGETS.exportMiB} MB peak RSS (the fresh process)`]: {
                peakRssMiB: exported.peakRssMiB,
                peakRssMB: Math.round(exported.peakRssMiB * 1.048576),
                note: 'compared in MiB, as bench/export-bench.ts does',
                pass: exported.peakRssMiB <= TARGETS.exportMiB,
              },
              'the exported file holds every account': {
                dataRows: exported.check.dataRows,
                expected: exported.check.expectedRows,
                pass: exported.check.ok,
              },
            }
          : {}),
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
