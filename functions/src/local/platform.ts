import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { setLogSink } from '../lib/logger';
import { createApiRouter, type HandlerResolver } from './api-router';
import { lockDataDir } from './data-dir-lock';
import { checkDemoAccounts, type DemoSignIn } from './demo-accounts';
import { readAccounts, seedDemoData } from './demo-seed';
import type { JvmProfile } from './dynamodb-local';
import { useFunctionEnvironment } from './function-env';
import { LOCAL_JOBS, scheduleJobs, type JobSchedule, type LocalJob } from './jobs';
import { createPlatformLog, type PlatformLog } from './platform-log';
import { startPlatformWorker, type PlatformWorker } from './platform-worker';
import { startSsoStandIns, type SsoStandIns } from './oidc-sso-stand-ins';
import { closeServer, createLocalServer, listen } from './server';
import { startServices, type LocalServices } from './services';

export type { DemoSignIn } from './demo-accounts';

export interface PlatformOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. Default 3000. */
  port?: number;
  /** Holds dynamodb/, s3/, outbox/ and demo-accounts.json; one platform at a time. */
  dataDir: string;
  /** DynamoDB Local in memory (tests); S3 objects and the outbox still go to dataDir. */
  inMemory?: boolean;
  /**
   * DynamoDB Local's JVM tuning (see dynamodb-local.ts): 'throughput' for benchmarks.
   * @default 'startup'
   */
  jvmProfile?: JvmProfile;
  /** The built SPA to serve, or false for an API-only server (dev mode). */
  webDist?: string | false;
  /** Seed demo data through functions/src/local/seed.ts (idempotent). */
  seed?: boolean;
  /** Replaces the default import of functions/src/domains/<domain>/handler.ts (tests). */
  resolveHandler?: HandlerResolver;
  /**
   * The scheduled jobs, run once after start and then on their local interval; false runs none.
   * @default LOCAL_JOBS (password expiry, hourly)
   */
  jobs?: readonly LocalJob[] | false;
  /** The web origin for links in e-mails; default: this server's own URL (dev mode passes Vite's). */
  publicUrl?: string;
  /** Replaces every job's interval (tests). */
  jobIntervalMs?: number;
  /** Names the owner in `<dataDir>/in-use.json`. Default `npm start`. */
  purpose?: string;
  /**
   * Appends the functions' JSON log lines and the platform's own lines (requests, DynamoDB Local, jobs)
   * to this file instead of the console and `log`, which then gets only warnings and errors, one short
   * line each (`npm start`). Without it the functions log to the console, as on Lambda (tests).
   */
  logFile?: string;
  log?: (line: string) => void;
}

export interface Platform {
  url: string;
  port: number;
  /** The environment set on process.env for the functions. */
  env: Record<string, string>;
  outboxDir: string;
  services: LocalServices;
  /** The demo accounts of the first seed (kept in dataDir/demo-accounts.json), checked against the table. */
  accounts: DemoSignIn[];
  /** The local enterprise identity providers and the inventory system (issue 15). */
  sso: SsoStandIns;
  /** The spreadsheet worker's child process, once a job started it (tests kill it). */
  workerPid(): number | undefined;
  stop(): Promise<void>;
}

/** DynamoDB Local + s3rver + the Lambda handlers behind an API Gateway adapter + the SPA, on 127.0.0.1. */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const dataDir = resolve(options.dataDir);
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const lock = lockDataDir(dataDir, options.purpose ?? 'npm start');
  let platformLog: PlatformLog | undefined;
  const log = (line: string) => (platformLog ? platformLog.line(line) : options.log?.(line));
  const release = () => {
    if (platformLog) {
      setLogSink(undefined);
      platformLog.close();
    }
    lock.release();
  };

  let services: LocalServices;
  try {
    if (options.logFile) {
      platformLog = createPlatformLog(options.logFile, options.log ?? (() => undefined));
      setLogSink(platformLog.entry);
    }
    services = await startServices({
      dataDir,
      inMemory: options.inMemory ?? false,
      ...(options.jvmProfile ? { jvmProfile: options.jvmProfile } : {}),
      log,
    });
  } catch (error) {
    release();
    throw error;
  }
  let server: Server | undefined;
  let jobs: JobSchedule | undefined;
  let worker: PlatformWorker | undefined;
  let sso: SsoStandIns | undefined;
  try {
    const env: Record<string, string> = { ...services.env, OUTBOX_DIR: outboxDir };
    useFunctionEnvironment(env);
    worker = await startPlatformWorker(log, platformLog?.entry);

    const accountsFile = join(dataDir, 'demo-accounts.json');
    const accounts = await checkDemoAccounts(
      accountsFile,
      options.seed ? await seedDemoData(accountsFile) : await readAccounts(accountsFile),
    );

    server = createLocalServer({
      api: createApiRouter({ region: services.region, log, ...(options.resolveHandler ? { resolveHandler: options.resolveHandler } : {}) }),
      webDist: options.webDist ?? false,
      outboxDir,
      connectOrigins: [services.s3Endpoint],
      log,
    });
    const port = await listen(server, options.port ?? 3000);
    const url = `http://127.0.0.1:${port}`;
    lock.update({ url });
    env.PUBLIC_URL = options.publicUrl ?? url;
    sso = await startSsoStandIns({ dataDir, publicUrl: env.PUBLIC_URL, accounts });
    Object.assign(env, sso.env);
    useFunctionEnvironment(env);
    const selectedJobs = options.jobs ?? LOCAL_JOBS;
    jobs = selectedJobs ? scheduleJobs(selectedJobs, log, options.jobIntervalMs) : undefined;

    const running = server;
    const schedule = jobs;
    const runningServices = services;
    const runningWorker = worker;
    const runningSso = sso;
    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      env,
      outboxDir,
      services,
      accounts,
      sso: runningSso,
      workerPid: () => runningWorker.pid(),
      stop: () => {
        stopping ??= (async () => {
          await schedule?.stop();
          await runningWorker.stop();
          await Promise.allSettled([closeServer(running), runningServices.stop(), runningSso.stop()]);
          release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await jobs?.stop();
    await worker?.stop();
    await sso?.stop();
    if (server?.listening) await closeServer(server).catch(() => undefined);
    await services.stop();
    release();
    throw error;
  }
}
