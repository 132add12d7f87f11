/**
 * `npm run job:<name>`: runs one scheduled job once against the local platform's data (`.data/`, or
 * `--data-dir=<dir>`), with the platform stopped: it starts the local services on that directory,
 * runs the job, prints what it did and stops them again.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalCloud } from '#local/cloud/local-cloud';
import { jobName, localDeployment } from '#local/cloud/local-deployment';
import { DataDirInUseError, lockDataDir } from '#local/data-dir-lock';
import { formatJobResult } from '#local/jobs';
import { LOCAL_TABLE_NAME, LOCAL_UPLOAD_BUCKET, startServices, type LocalServices } from '#local/services';
import { REPO_ROOT } from './web-build';

const dataDirArg = process.argv.find((arg) => arg.startsWith('--data-dir='));
const dataDir = dataDirArg ? resolve(dataDirArg.slice('--data-dir='.length)) : join(REPO_ROOT, '.data');

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const name = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  // The jobs are the template's scheduled functions; each runs as its own function would, with its role.
  const deployment = await localDeployment({ tableName: LOCAL_TABLE_NAME, bucket: LOCAL_UPLOAD_BUCKET });
  const scheduled = deployment.functions.filter(
    (fn) => fn.entry.startsWith('functions/src/scheduled/') && deployment.schedules.some((schedule) => schedule.functionName === fn.name),
  );
  const job = scheduled.find((fn) => jobName(fn.entry) === name);
  if (!job) {
    console.error(`Usage: tsx scripts/run-job.ts <job> [--data-dir=<dir>]; jobs: ${scheduled.map((fn) => jobName(fn.entry)).join(', ')}`);
    return 2;
  }

  if (!existsSync(join(dataDir, 'dynamodb'))) {
    console.error(`No local data in ${dataDir}: run npm start once first.`);
    return 1;
  }

  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir, `npm run job:${name}`);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(refusal(error, name!));
    return 1;
  }

  let services: LocalServices | undefined;
  let cloud: Awaited<ReturnType<typeof startLocalCloud>> | undefined;
  try {
    services = await startServices({ dataDir });
    const log = (line: string) => console.error(line);
    cloud = await startLocalCloud({ services, outboxDir: join(dataDir, 'outbox'), queuesDir: join(dataDir, 'queues'), enforce: true, log });
    const runtime = await cloud.runFunctions({
      deployment: { ...deployment, functions: [job] },
      passThrough: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      output: (_label, line) => console.error(line),
      log,
    });
    const started = Date.now();
    const result = await runtime.invoke(job.name, {});
    console.log(`${formatJobResult(name!, result)} (${Date.now() - started} ms, data in ${dataDir})`);
    return 0;
  } finally {
    await cloud?.stop();
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
    `Stop npm start first, or wait: the running platform runs the ${name} job on its schedule.`,
  ].join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
