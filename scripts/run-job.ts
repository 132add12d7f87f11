/**
 * `npm run job:<name>`: runs one scheduled job once against the local platform's data (`.data/`, or
 * `--data-dir=<dir>`), with the platform stopped: it starts the local services on that directory,
 * runs the job, prints what it did and stops them again.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataDirInUseError, lockDataDir } from '../functions/src/local/data-dir-lock';
import { useFunctionEnvironment } from '../functions/src/local/function-env';
import { formatJobResult, LOCAL_JOBS } from '../functions/src/local/jobs';
import { startServices, type LocalServices } from '../functions/src/local/services';
import { REPO_ROOT } from './web-build';

const dataDirArg = process.argv.find((arg) => arg.startsWith('--data-dir='));
const dataDir = dataDirArg ? resolve(dataDirArg.slice('--data-dir='.length)) : join(REPO_ROOT, '.data');

async function main(): Promise<number> {
  const name = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const job = LOCAL_JOBS.find((candidate) => candidate.name === name);
  if (!job) {
    console.error(
      `Usage: tsx scripts/run-job.ts <job> [--data-dir=<dir>]; jobs: ${LOCAL_JOBS.map((candidate) => candidate.name).join(', ')}`,
    );
    return 2;
  }

  if (!existsSync(join(dataDir, 'dynamodb'))) {
    console.error(`No local data in ${dataDir}: run npm start once first.`);
    return 1;
  }

  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir, `npm run job:${job.name}`);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(refusal(error, job.name));
    return 1;
  }

  let services: LocalServices | undefined;
  try {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    services = await startServices({ dataDir });
    useFunctionEnvironment({ ...services.env, OUTBOX_DIR: join(dataDir, 'outbox') });
    const started = Date.now();
    const result = await job.run();
    console.log(`${formatJobResult(job.name, result)} (${Date.now() - started} ms, data in ${dataDir})`);
    return 0;
  } finally {
    await services?.stop();
    lock.release();
  }
}

function refusal(error: DataDirInUseError, name: string): string {
  const { owner } = error;
  if (owner.purpose.startsWith('npm run job:')) {
    return `${owner.purpose} is already using ${error.dataDir} (pid ${owner.pid}); wait for it to finish.`;
  }
  const where = owner.url ? ` at ${owner.url}` : '';
  return [
    `The platform is running on ${error.dataDir} (${owner.purpose}, pid ${owner.pid}${where}), and only one process may use it.`,
    `Stop npm start first, or wait: the running platform runs the ${name} job every hour.`,
  ].join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
