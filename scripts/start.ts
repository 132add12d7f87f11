/**
 * `npm start`: the whole platform on 127.0.0.1 (DynamoDB Local, s3rver, the Lambda handlers behind an
 * API Gateway adapter, the built SPA). `npm run dev`: the API on 3001 and Vite's dev server on PORT.
 * Data in `.data/`, or `--data-dir=<dir>`; the request log in `<data>/logs/platform.log`.
 */
import { join, resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import { demoAccountTable } from '#local/demo/account-table';
import { startPlatform, type DemoSignIn, type Platform } from '#local/platform';
import { ensureWebBuild, REPO_ROOT, WEB_CONFIG, WEB_DIST, WEB_ROOT } from './web-build';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const apiPort = 3001;
const dataDirArg = process.argv.find((arg) => arg.startsWith('--data-dir='));
const dataDir = dataDirArg ? resolve(dataDirArg.slice('--data-dir='.length)) : join(REPO_ROOT, '.data');
const logFile = join(dataDir, 'logs', 'platform.log');
const log = (line: string) => console.log(line);
const started = Date.now();

let platform: Platform | undefined;
let vite: ViteDevServer | undefined;
let stopping = false;

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (dev) return startDev();

  // The JVM and the Vite build both take seconds; run them side by side (the server answers 503 until dist exists).
  const [built, running] = await Promise.allSettled([
    ensureWebBuild(log),
    startPlatform({ port, dataDir, webDist: WEB_DIST, seed: true, logFile, log }),
  ]);
  if (running.status === 'fulfilled') platform = running.value;
  if (built.status === 'rejected') console.error('The web build failed:', built.reason);
  if (running.status === 'rejected') throw running.reason;
  printReady(running.value, running.value.url);
}

async function startDev(): Promise<void> {
  platform = await startPlatform({
    port: apiPort,
    dataDir,
    webDist: false,
    seed: true,
    logFile,
    log,
    publicUrl: `http://127.0.0.1:${port}`,
  });
  process.env.SDDP_API_ORIGIN = platform.url;
  const { createServer } = await import('vite');
  vite = await createServer({
    configFile: WEB_CONFIG,
    root: WEB_ROOT,
    server: { port, host: '127.0.0.1', strictPort: true },
  });
  await vite.listen();
  printReady(platform, `http://127.0.0.1:${port}`);
}

function printReady(running: Platform, appUrl: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nSDDP is running (ready in ${seconds} s)`);
  console.log(`  App:      ${appUrl}`);
  if (dev) console.log(`  API:      ${running.url}/user-api`);
  console.log(`  Outbox:   ${running.url}/__outbox   (files in ${running.outboxDir})`);
  console.log(`  DynamoDB: ${running.services.dynamodbEndpoint} (table ${running.services.tableName})`);
  console.log(`  S3:       ${running.services.s3Endpoint} (bucket ${running.services.bucket})`);
  console.log(`  AWS:      ${running.cloudUrl}  (each function's endpoint: its template role is checked on every call)`);
  console.log(`  Data:     ${dataDir}  (delete it to start over)`);
  console.log(`  Log:      ${logFile}  (every request; warnings and errors also show here)\n`);
  printAccounts(running.accounts);
  for (const line of running.sso.banner()) console.log(line);
  console.log('');
  console.log('New and reset accounts get their own temporary password, shown once to the administrator and mailed to the outbox.');
  console.log('Scheduled jobs run now and then on their schedule (npm run job:<name> runs one when the platform is stopped).\n');
  console.log('Press Ctrl-C to stop.');
}

function printAccounts(accounts: readonly DemoSignIn[]): void {
  if (accounts.length === 0) {
    console.log(`No demo accounts recorded (${join(dataDir, 'demo-accounts.json')}).\n`);
    return;
  }
  console.log('Demo accounts:');
  for (const line of demoAccountTable(accounts)) console.log(line);
  console.log('');
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    // A second Ctrl-C: leave now; the exit hook still kills DynamoDB Local by PID.
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await Promise.allSettled([vite?.close(), platform?.stop()]);
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await platform?.stop();
  process.exit(1);
});
