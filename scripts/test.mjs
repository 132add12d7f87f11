// `npm test`: type check, lint, the formatter's check, the web bundle budget, then every vitest project (browser tests included), and one closing
// line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (label, command, args) => {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

const steps = [];
steps.push(run('type check', 'npm', ['run', '--silent', 'typecheck']));
steps.push(run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
steps.push(run('format check', 'npx', ['prettier', '--check', '--log-level=warn', '.']));
// Builds web/dist when stale and fails a route whose cold load is over its gzip budget (issue 16).
steps.push(run('web bundle budget', 'npx', ['tsx', 'scripts/bundle-budget.ts']));

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
rmSync(reportDir, { recursive: true, force: true });
const failedSteps = steps.filter((ok) => !ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
