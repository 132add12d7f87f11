// `npm run test:stress [-- vitest args]`: the tests beside a CPU hog — one busy loop per core, at normal
// priority, for as long as the run lasts — so a test that only passes on a quiet machine shows itself.
// Without arguments it runs the whole `npm test`; with arguments, `vitest run <arguments>`.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const HOG = 'for (;;) Math.sqrt(Math.random());';
const hogs = Array.from({ length: Number(process.env.SDDP_STRESS_HOGS ?? availableParallelism()) }, () =>
  spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }),
);
console.log(`test:stress: ${hogs.length} busy loop(s) beside the tests`);

const args = process.argv.slice(2);
const [command, commandArgs] = args.length > 0 ? ['npx', ['vitest', 'run', ...args]] : ['node', ['scripts/test.mjs']];
const tests = spawn(command, commandArgs, { stdio: 'inherit' });
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.on('SIGINT', () => {
  stopHogs();
  tests.kill('SIGINT');
});
tests.on('exit', (code) => {
  stopHogs();
  process.exit(code ?? 1);
});
