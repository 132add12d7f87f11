/**
 * `npm run bench:test-quick`: the edit–test loop. Changes one handler file (a comment line, put back
 * afterwards), runs `npm run test:quick`, and records how long it took, whether it passed, and that the
 * handler's own tests were among those it ran. Writes bench/results/test-quick.json. Run it on a tree
 * without other changes, after `npm ci` (the first run of tsc's incremental cache is slower: run it twice).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchMachine, readResultFile, writeResultFile } from './support/bench-result';

const ROOT = path.join(import.meta.dirname, '..');
const HANDLER = 'functions/src/domains/notice/handler.ts';
const OWN_TESTS = 'tests/functions/domains/notice/';
const OUT = 'test-quick.json';
const report = path.join(tmpdir(), `sddp-quick-${process.pid}.json`);

const original = readFileSync(path.join(ROOT, HANDLER), 'utf8');
writeFileSync(path.join(ROOT, HANDLER), `${original}// bench:test-quick\n`);
const started = performance.now();
let result;
try {
  result = spawnSync('node', ['scripts/test-quick.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SDDP_QUICK_REPORT: report },
  });
} finally {
  writeFileSync(path.join(ROOT, HANDLER), original);
}
const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
const ran = existsSync(report)
  ? (JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ name: string }> }).testResults.map((file) =>
      path.relative(ROOT, file.name),
    )
  : [];
rmSync(report, { force: true });
const ownTests = ran.filter((file) => file.startsWith(OWN_TESTS));
const record = {
  at: new Date().toISOString(),
  changed: HANDLER,
  seconds,
  targetSeconds: 60,
  passed: result.status === 0,
  testFilesRun: ran.length,
  handlerTestsRun: ownTests,
  machine: benchMachine(),
};
const history = readResultFile<{ runs: unknown[] }>(OUT)?.runs ?? [];
writeResultFile(OUT, { about: 'npm run bench:test-quick (bench/test-quick-bench.ts)', runs: [...history, record].slice(-10) });
console.log(
  `\ntest:quick after changing ${HANDLER}: ${seconds} s (target 60 s), ${ran.length} test files, the handler's own: ${ownTests.length}`,
);
process.exit(result.status === 0 && ownTests.length > 0 && seconds <= 60 ? 0 : 1);
