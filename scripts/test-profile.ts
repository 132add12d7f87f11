/**
 * `npm run test:profile [-- --runs=3] [-- --label=text]`: runs the whole `npm test` (scripts/test.mjs) with
 * profiling on and writes bench/results/test-times.json — each run's wall time, steps, test and file
 * counts and the machine's load average; and, from the last run, wall time per vitest project and per
 * file, the slowest 30 files, and the time spent waiting on DynamoDB Local, s3rver, the platform,
 * Chromium, the web build and timers (tests/support/profile-setup.ts). Earlier runs are kept.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ProfileRecord } from '#test/profile';
import { REPO_ROOT } from './web-build';

const RESULTS = join(REPO_ROOT, 'bench', 'results', 'test-times.json');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const label = process.argv.find((arg) => arg.startsWith('--label='))?.slice('--label='.length);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}
interface FileTime {
  file: string;
  project: string;
  seconds: number;
  tests: number;
  waits?: Record<string, number>;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
const projectOf = (file: string) => /^tests\/(browser|functions|web|infra)\//.exec(file)?.[1] ?? 'shared';

async function runOnce(): Promise<{ run: Record<string, unknown>; profile: Record<string, unknown> }> {
  const workDir = mkdtempSync(join(tmpdir(), 'sddp-test-profile-'));
  const profileDir = join(workDir, 'records');
  mkdirSync(profileDir);
  const reportCopy = join(workDir, 'report.json');
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 10_000);
  const atStart = loadavg()[0]!;
  const started = Date.now();
  const exitCode = await new Promise<number>((resolve) => {
    const child = spawn('node', ['scripts/test.mjs'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, SDDP_TEST_PROFILE_DIR: profileDir, SDDP_TEST_REPORT_COPY: reportCopy },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const wallMs = Date.now() - started;
  clearInterval(sampler);

  const report = existsSync(reportCopy) ? (JSON.parse(readFileSync(reportCopy, 'utf8')) as VitestReport) : undefined;
  const steps = existsSync(`${reportCopy}.steps.json`) ? JSON.parse(readFileSync(`${reportCopy}.steps.json`, 'utf8')) : [];
  const records = readdirSync(profileDir).flatMap((name) =>
    readFileSync(join(profileDir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProfileRecord),
  );
  rmSync(workDir, { recursive: true, force: true });

  const waitsByFile = new Map<string, Record<string, number>>();
  const waitTotals: Record<string, { seconds: number; count: number }> = {};
  const add = (category: string, ms: number, count: number) => {
    const total = (waitTotals[category] ??= { seconds: 0, count: 0 });
    total.seconds = seconds(total.seconds * 1000 + ms);
    total.count += count;
  };
  for (const record of records) {
    if (record.kind === 'span') add(record.category, record.ms, 1);
    else {
      const file = relative(REPO_ROOT, record.file);
      waitsByFile.set(file, Object.fromEntries(Object.entries(record.waits).map(([category, { ms }]) => [category, seconds(ms)])));
      for (const [category, { ms, count }] of Object.entries(record.waits)) if (category !== 'file (wall)') add(category, ms, count);
    }
  }

  const files: FileTime[] = (report?.testResults ?? []).map((result) => {
    const file = relative(REPO_ROOT, result.name);
    return {
      file,
      project: projectOf(file),
      seconds: seconds(result.endTime - result.startTime),
      tests: result.assertionResults.length,
      waits: waitsByFile.get(file),
    };
  });
  files.sort((a, b) => b.seconds - a.seconds);
  const projects = [...new Set(files.map((file) => file.project))].map((project) => {
    const own = (report?.testResults ?? []).filter((result) => projectOf(relative(REPO_ROOT, result.name)) === project);
    const mine = files.filter((file) => file.project === project);
    return {
      project,
      files: mine.length,
      tests: mine.reduce((sum, file) => sum + file.tests, 0),
      wallSeconds: seconds(Math.max(...own.map((r) => r.endTime)) - Math.min(...own.map((r) => r.startTime))),
      summedFileSeconds: seconds(mine.reduce((sum, file) => sum + file.seconds * 1000, 0)),
    };
  });

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
  const at = new Date().toISOString();
  const run = {
    at,
    commit,
    ...(label ? { label } : {}),
    exitCode,
    wallSeconds: seconds(wallMs),
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    testFiles: files.length,
    loadAverage1m: {
      atStart: Number(atStart.toFixed(2)),
      mean: Number((loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length)).toFixed(2)),
      max: Number(Math.max(atStart, ...loads).toFixed(2)),
    },
    steps,
  };
  const profile = { at, commit, projects, waits: waitTotals, slowest30: files.slice(0, 30), files };
  return { run, profile };
}

function printTable(
  profile: { projects: Array<Record<string, unknown>>; waits: Record<string, { seconds: number }> },
  run: Record<string, unknown>,
) {
  console.log(`\nnpm test: ${String(run.wallSeconds)} s wall, ${String(run.passed)} passed, ${String(run.failed)} failed`);
  console.log('| project | files | tests | wall (s) | summed file time (s) |\n|---|---:|---:|---:|---:|');
  for (const p of profile.projects) console.log(`| ${[p.project, p.files, p.tests, p.wallSeconds, p.summedFileSeconds].join(' | ')} |`);
  console.log('\n| waiting on | summed (s) |\n|---|---:|');
  for (const [category, { seconds: s }] of Object.entries(profile.waits).sort((a, b) => b[1].seconds - a[1].seconds))
    console.log(`| ${category} | ${s} |`);
}

async function main(): Promise<void> {
  const previous = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as { runs?: unknown[] }) : {};
  const allRuns = previous.runs ?? [];
  let last: Awaited<ReturnType<typeof runOnce>> | undefined;
  for (let index = 0; index < runs; index += 1) {
    last = await runOnce();
    allRuns.push(last.run);
    const cpu = cpus();
    const machine = { cpus: cpu.length, model: cpu[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30) };
    mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ about: 'npm run test:profile (scripts/test-profile.ts)', machine, runs: allRuns, profile: last.profile }, null, 2)}\n`,
    );
    printTable(last.profile as Parameters<typeof printTable>[0], last.run);
  }
  console.log(`\nwritten to ${relative(REPO_ROOT, RESULTS)}`);
  process.exit(last && last.run.exitCode === 0 ? 0 : 1);
}

await main();
