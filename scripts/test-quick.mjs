// `npm run test:quick`: the loop for the files you touched. Type checks the workspaces they belong to
// (incrementally, build info under node_modules/.cache) and runs the vitest tests related to them —
// files changed since the branch left `main`, plus uncommitted and untracked ones. `npm test` stays the
// gate before a push: it runs everything, the browser tests included.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { typeCheckCommand } from './type-check.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = (() => {
  try {
    return git('merge-base', 'HEAD', process.env.SDDP_QUICK_BASE ?? 'main')[0];
  } catch {
    return 'HEAD';
  }
})();
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  existsSync(file),
);

if (changed.length === 0) {
  console.log(`test:quick: nothing changed since ${base.slice(0, 7)}`);
  process.exit(0);
}

// A workspace's own files, and what type checks against it: a change in shared/ reaches every workspace.
const WORKSPACES = ['shared', 'functions', 'web', 'infra'];
const CHECKED_WITH = {
  shared: [...WORKSPACES, 'tests'],
  functions: ['functions', 'tests'],
  web: ['web', 'tests'],
  infra: ['infra', 'tests'],
};
const toCheck = new Set();
for (const file of changed) {
  const top = file.split('/')[0];
  if (CHECKED_WITH[top]) for (const project of CHECKED_WITH[top]) toCheck.add(project);
  else if (['tests', 'bench', 'scripts'].includes(top) || file === 'vitest.config.ts') toCheck.add('tests');
}

const started = Date.now();
const step = (label, command, args) => {
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'failed'} in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

console.log(
  `test:quick: ${changed.length} file(s) changed since ${base.slice(0, 7)}; type checking ${[...toCheck].join(', ') || 'nothing'}`,
);
let ok = true;
for (const project of toCheck) {
  const buildInfo = path.join('node_modules', '.cache', 'sddp-tsc', `${project}.tsbuildinfo`);
  ok = step(`type check ${project}`, ...typeCheckCommand(project, '--incremental', '--tsBuildInfoFile', buildInfo)) && ok;
}

const sources = changed.filter((file) => /\.(ts|tsx|mts|mjs|js|json)$/.test(file));
if (sources.length > 0) {
  // `related` follows imports from each test file to the changed ones; changed test files run themselves.
  // SDDP_QUICK_REPORT: also write vitest's JSON report there (bench/test-quick-bench.ts reads which files ran).
  const report = process.env.SDDP_QUICK_REPORT
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${process.env.SDDP_QUICK_REPORT}`]
    : [];
  ok = step('related tests', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...report, ...sources]) && ok;
}
console.log(`\ntest:quick ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);
