/**
 * Many clients at once on the organisation list and its writes (issue 10 §3): each phase runs
 * `clients` closed-loop clients for `seconds` — 70 % list reads (unfiltered, by name, by code, random
 * pages), 20 % renames of the client's own organisation, 10 % creates — over the local platform
 * (DynamoDB Local with the throughput profile, the real handlers behind the HTTP adapter). Afterwards
 * every acknowledged write is checked against the list and the records: no write lost, none phantom.
 * Results: bench/results/org-load.json.
 * Usage: npm run bench:org-load -- [--seconds 60] [--clients 20,200] [--seed 1000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getOrg } from '#entities/org';
import { startPlatform } from '#local/platform';
import { createBenchAdmin } from './support/bench-admin';
import { BenchApi } from './support/bench-api';
import { resultHeader, writeBenchResult } from './support/bench-result';
import { summarise, type LatencySummary } from './support/latency';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '20,200' },
    seed: { type: 'string', default: '1000' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENT_COUNTS = values.clients.split(',').map(Number);
const SEED = Number(values.seed);
const ADMIN = { id: 1, userCode: 'loadadmin', password: 'Load#Admin1' };
const CONTACT = { linkman: '负载联系人', mobile: '13900139000', email: 'load@example.com' };

interface OrgRow {
  id: number;
  orgName: string;
  orgCode: string;
  version: number;
}
type Operation = 'list' | 'rename' | 'create';

let nextCode = 70_000_000 + Math.floor(Math.random() * 9_000_000);
const freshCode = () => String(nextCode++);

async function createOrg(api: BenchApi, orgName: string) {
  return api.post<OrgRow>('/org/admin/create', { orgCode: freshCode(), orgName, ...CONTACT });
}

/** Every organisation whose name contains `marker`, through the list itself (100 a page). */
async function listedByName(api: BenchApi, marker: string): Promise<OrgRow[]> {
  const rows: OrgRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<{ rows: OrgRow[]; total: number }>('/org/admin/list', { orgName: marker, page, limit: 100 });
    if (answer.code !== 200) throw new Error(`list failed: ${JSON.stringify(answer)}`);
    rows.push(...answer.result.rows);
    if (rows.length >= answer.result.total || answer.result.rows.length === 0) return rows;
  }
}

interface PhaseResult {
  clients: number;
  seconds: number;
  requests: number;
  throughputPerSecond: number;
  byOperation: Record<Operation, LatencySummary & { codes: Record<string, number> }>;
  serverErrors: number;
  check: {
    acknowledgedCreates: number;
    listedCreates: number;
    lostCreates: number;
    phantomCreates: number;
    renamedOrgs: number;
    lostRenames: number;
    listDisagreesWithRecord: number;
  };
}

async function runPhase(api: BenchApi, clients: number, phase: string): Promise<PhaseResult> {
  const marker = `负载${phase}`;
  console.log(`phase ${phase}: ${clients} clients × ${SECONDS} s`);
  // Each client renames its own organisation: renames never race each other, so every one must land.
  const own: OrgRow[] = [];
  for (let index = 0; index < clients; index++) {
    const created = await createOrg(api, `${marker} 自有 ${index} 版本 0`);
    if (created.code !== 200) throw new Error(`setup create failed: ${JSON.stringify(created)}`);
    own.push(created.result);
  }
  const latencies: Record<Operation, number[]> = { list: [], rename: [], create: [] };
  const codes: Record<Operation, Record<string, number>> = { list: {}, rename: {}, create: {} };
  const acknowledged = new Map<number, string>();
  const attemptedCreateNames = new Set<string>();
  const lastName = new Map<number, string>();
  let createSerial = 0;

  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    own.map(async (mine, client) => {
      let version = mine.version;
      let renames = 0;
      while (performance.now() < deadline) {
        const draw = Math.random();
        const operation: Operation = draw < 0.7 ? 'list' : draw < 0.9 ? 'rename' : 'create';
        const began = performance.now();
        let code: number;
        if (operation === 'list') {
          const filters: Array<Record<string, string>> = [
            {},
            { orgName: marker },
            { orgName: '供应商' },
            { orgCode: String(Math.floor(Math.random() * 100)) },
          ];
          const filter = filters[Math.floor(Math.random() * filters.length)]!;
          code = (await api.get('/org/admin/list', { ...filter, page: 1 + Math.floor(Math.random() * 5), limit: 20 })).code;
        } else if (operation === 'rename') {
          const orgName = `${marker} 自有 ${client} 版本 ${++renames}`;
          const answer = await api.post<OrgRow>('/org/admin/update', { id: mine.id, orgName, version, ...CONTACT });
          code = answer.code;
          if (code === 200) {
            version = answer.result.version;
            lastName.set(mine.id, orgName);
          }
        } else {
          const orgName = `${marker} 新建 ${client}-${createSerial++}`;
          attemptedCreateNames.add(orgName);
          const answer = await createOrg(api, orgName);
          code = answer.code;
          if (code === 200) acknowledged.set(answer.result.id, orgName);
        }
        latencies[operation].push(performance.now() - began);
        codes[operation][code] = (codes[operation][code] ?? 0) + 1;
      }
    }),
  );
  const wallMs = performance.now() - started;

  const listed = await listedByName(api, marker);
  const listedById = new Map(listed.map((row) => [row.id, row]));
  const createdListed = listed.filter((row) => row.orgName.includes(' 新建 '));
  const lostCreates = [...acknowledged.keys()].filter((id) => listedById.get(id)?.orgName !== acknowledged.get(id)).length;
  const phantomCreates = createdListed.filter((row) => !acknowledged.has(row.id)).length;
  const lostRenames = [...lastName].filter(([id, orgName]) => listedById.get(id)?.orgName !== orgName).length;
  let listDisagreesWithRecord = 0;
  for (const row of listed) {
    const record = await getOrg(row.id);
    if (!record || record.orgName !== row.orgName || record.version !== row.version) listDisagreesWithRecord++;
  }
  const byOperation = Object.fromEntries(
    (Object.keys(latencies) as Operation[]).map((operation) => [
      operation,
      { ...summarise(latencies[operation], wallMs, clients), codes: codes[operation] },
    ]),
  ) as PhaseResult['byOperation'];
  const requests = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  const serverErrors = Object.values(codes).reduce(
    (sum, byCode) =>
      sum +
      Object.entries(byCode)
        .filter(([code]) => Number(code) >= 500)
        .reduce((inner, [, count]) => inner + count, 0),
    0,
  );
  return {
    clients,
    seconds: SECONDS,
    requests,
    throughputPerSecond: Math.round((requests / wallMs) * 10_000) / 10,
    byOperation,
    serverErrors,
    check: {
      acknowledgedCreates: acknowledged.size,
      listedCreates: createdListed.length,
      lostCreates,
      phantomCreates,
      renamedOrgs: lastName.size,
      lostRenames,
      listDisagreesWithRecord,
    },
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sddp-load-'));
  const platform = await startPlatform({
    dataDir,
    inMemory: true,
    jvmProfile: 'throughput',
    port: 0,
    webDist: false,
    seed: false,
    jobs: false,
    log: (line) => /→ 5\d\d/.test(line) && console.error(line),
  });
  const started = performance.now();
  try {
    const createTime = new Date().toISOString();
    await createBenchAdmin(ADMIN, createTime);
    const api = new BenchApi(`${platform.url}/user-api`);
    await api.signIn(ADMIN.userCode, ADMIN.password);
    console.log(`seeding ${SEED} organisations through the API (also warms the JVM)…`);
    let seeded = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (seeded < SEED) {
          const answer = await createOrg(api, `供应商 种子 ${seeded++}`);
          if (answer.code !== 200) throw new Error(`seed failed: ${JSON.stringify(answer)}`);
        }
      }),
    );

    const phases: PhaseResult[] = [];
    for (const [index, clients] of CLIENT_COUNTS.entries()) phases.push(await runPhase(api, clients, `P${index}C${clients}`));
    const first = phases[0]!;
    const last = phases.at(-1)!;
    const result = {
      ...resultHeader('org-load'),
      setup: {
        platform:
          'startPlatform in this process: the HTTP adapter and the real Lambda handlers; DynamoDB Local in memory (throughput JVM profile) as a child JVM',
        seededOrganisations: SEED,
        mix: '70 % GET /org/admin/list (unfiltered, by name, by code; pages 1–5), 20 % POST /org/admin/update of the client’s own organisation, 10 % POST /org/admin/create',
        checks:
          'after each phase: every acknowledged create listed with its name, no unacknowledged one listed, every client’s last acknowledged rename listed, every listed row equal to its record',
      },
      phases,
      targets: {
        'no 5xx': phases.every((phase) => phase.serverErrors === 0),
        'no lost or phantom write': phases.every(
          (phase) =>
            phase.check.lostCreates + phase.check.phantomCreates + phase.check.lostRenames + phase.check.listDisagreesWithRecord === 0,
        ),
        [`throughput at ${last.clients} clients ≥ at ${first.clients}`]: last.throughputPerSecond >= first.throughputPerSecond,
      },
      benchMs: Math.round(performance.now() - started),
    };
    writeBenchResult('org-load.json', result, {
      show: {
        phases: phases.map((phase) => ({
          clients: phase.clients,
          rps: phase.throughputPerSecond,
          serverErrors: phase.serverErrors,
          check: phase.check,
          codes: Object.fromEntries(Object.entries(phase.byOperation).map(([op, s]) => [op, { p95: s.p95Ms, codes: s.codes }])),
        })),
        targets: result.targets,
      },
    });
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
