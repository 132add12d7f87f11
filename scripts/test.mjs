// `npm test`: type check, lint, the formatter's check, the web bundle budget (two at a time, each one's output
// printed whole when it ends), then every vitest project (browser tests included), and one closing line
// "N passed, N failed" that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { typeCheckCommand } from './type-check.mjs';

const stepTimes = [];
const run = (label, command, args) => {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'failed'} in ${seconds.toFixed(1)} s`);
  stepTimes.push({ step: label, seconds: Number(seconds.toFixed(1)), ok: result.status === 0 });
  return result.status === 0;
};

// Java, Chromium and the CJK font first: installed when root with apt, else a stop with the command to run.
if (spawnSync('bash', ['scripts/system-needs.sh', 'test'], { stdio: 'inherit' }).status !== 0) process.exit(1);

/** Runs a step with its output held back, so two steps side by side do not interleave their lines. */
const runQuietly = (label, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`◀ ${label}: ${code === 0 ? 'ok' : 'failed'} in ${seconds.toFixed(1)} s`);
      stepTimes.push({ step: label, seconds: Number(seconds.toFixed(1)), ok: code === 0 });
      resolve(code === 0);
    });
  });

/** The static checks, two at a time: each is single-threaded, and the machine CI runs on has two cores. */
async function staticChecks(checks) {
  const queue = [...checks];
  const results = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runQuietly(...check));
  };
  await Promise.all([lane(), lane()]);
  return results;
}

const staticStarted = Date.now();
const steps = await staticChecks([
  // The longest first, so the two lanes end together (the budget builds the web bundle on a fresh clone).
  // Builds web/dist when stale and fails a route whose cold load is over its gzip budget (issue 16).
  ['web bundle budget', 'npx', ['tsx', 'scripts/bundle-budget.ts']],
  ['format check', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // Unused files, exports and dependencies (knip.json); import circles are eslint's (import-x/no-cycle).
  ['unused code', 'npx', ['knip', '--no-progress']],
  ['type check: tests', ...typeCheckCommand('tests')],
  ['type check: web', ...typeCheckCommand('web')],
  ['type check: functions', ...typeCheckCommand('functions')],
  ['type check: infra', ...typeCheckCommand('infra')],
  ['type check: shared', ...typeCheckCommand('shared')],
]);
stepTimes.push({
  step: 'static checks (wall)',
  seconds: Number(((Date.now() - staticStarted) / 1000).toFixed(1)),
  ok: steps.every(Boolean),
});

const reportDir = mkdtempSync(path.join(tmpdir(), 'sddp-vitest-'));
const projects = process.argv.slice(2);
// Every platform the tests start records what each function's role was asked for (scripts/iam-report.ts).
const usageDir = path.join('node_modules', '.cache', 'sddp-iam-usage');
rmSync(usageDir, { recursive: true, force: true });
process.env.SDDP_IAM_USAGE_DIR = path.resolve(usageDir);
const report = path.join(reportDir, 'report.json');
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...projects.flatMap((name) => ['--project', name]),
];
steps.push(run('vitest', 'npx', vitestArgs));
// Only a whole run has seen every use of every grant.
if (projects.length === 0) steps.push(run('least-privilege report', 'npx', ['tsx', 'scripts/iam-report.ts']));

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
} catch {
  failed += 1;
}
// `npm run test:profile` reads the report and the step times (scripts/test-profile.ts).
if (process.env.SDDP_TEST_REPORT_COPY) {
  try {
    copyFileSync(report, process.env.SDDP_TEST_REPORT_COPY);
  } catch {
    // No report: the count above is already a failure.
  }
  writeFileSync(`${process.env.SDDP_TEST_REPORT_COPY}.steps.json`, JSON.stringify(stepTimes));
}
rmSync(reportDir, { recursive: true, force: true });
const failedSteps = steps.filter((ok) => !ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
