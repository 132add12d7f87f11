import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { setLogSink, type LogEntry, type LogSink } from '#kit/logger';
import { createApiRouter, type HandlerResolver, type LambdaHandler } from './api-router';
import { startLocalCloud, type AuthorizationRecord, type LocalCloud } from './cloud/local-cloud';
import { localDeployment, scheduledJobs, WORKER_ENTRY } from './cloud/local-deployment';
import { LOCAL_PARAMETERS, originSubstitution } from './cloud/local-settings';
import type { FunctionRuntime } from './cloud/runtime/function-runtime';
import type { LocalDeployment } from './cloud/template/read-deployment';
import { createUsageLog } from './cloud/usage-log';
import { lockDataDir } from './data-dir-lock';
import { checkDemoAccounts, type DemoSignIn } from './demo/accounts';
import { readAccounts, seedDemoData } from './demo/seed-once';
import type { JvmProfile } from './dynamodb-local';
import { useFunctionEnvironment } from './function-env';
import { scheduleJobs, type JobSchedule } from './jobs';
import { startSsoStandIns, type SsoStandIns } from './oidc-sso-stand-ins';
import { createPlatformLog, type PlatformLog } from './platform-log';
import { closeServer, createLocalServer, listen } from './server';
import { LOCAL_TABLE_NAME, LOCAL_UPLOAD_BUCKET, startServices, type LocalServices } from './services';

export type { DemoSignIn } from './demo/accounts';

export interface PlatformOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. Default 3000. */
  port?: number;
  /** Holds dynamodb/, s3/, outbox/, queues/ and demo-accounts.json; one platform at a time. */
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
  /** Seed demo data through functions/src/local/demo/seed.ts (idempotent). */
  seed?: boolean;
  /** Replaces the template's function for a route (tests); the default runs the route's function of the template. */
  resolveHandler?: HandlerResolver;
  /**
   * Whether the template's schedules run, once after start and then on their period; false runs none.
   * @default true
   */
  jobs?: boolean;
  /**
   * Checks every AWS call of a function against its role from the template. Off only for debugging
   * (`SDDP_LOCAL_IAM=off npm start`); the decisions are still recorded.
   * @default true
   */
  enforceIam?: boolean;
  /** Tests only: changes the template as deployed, e.g. drops a grant or a variable, to show what AWS would do. */
  adjustDeployment?: (deployment: LocalDeployment) => LocalDeployment;
  /** Every authorisation decision of the gateway (the least-privilege report). */
  onAuthorization?: (record: AuthorizationRecord) => void;
  /** The web origin for links in e-mails; default: this server's own URL (dev mode passes Vite's). */
  publicUrl?: string;
  /** Replaces every job's interval (tests). */
  jobIntervalMs?: number;
  /**
   * Multiplies every function's template timeout (tests: a function shares two cores with Chromium and
   * the test workers, where Lambda gives it a share of its own).
   * @default 1
   */
  functionTimeoutScale?: number;
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
  outboxDir: string;
  /** The SQS stand-in's messages, a folder per queue. */
  queuesDir: string;
  services: LocalServices;
  /** The environment of the platform's own work (seed, checks, benches), straight to the services: no function's. */
  env: Readonly<Record<string, string>>;
  /** The local cloud gateway: every function's AWS endpoint and the host of presigned upload URLs. */
  cloudUrl: string;
  /** The template's functions, routes and schedules as the local platform runs them. */
  deployment: LocalDeployment;
  /** The demo accounts of the first seed (kept in dataDir/demo-accounts.json), checked against the table. */
  accounts: DemoSignIn[];
  /** The local enterprise identity providers and the inventory system (issue 15). */
  sso: SsoStandIns;
  /** The process of a function of the template, by its entry file (tests kill the worker's). */
  pidOf(entry: string): number | undefined;
  /** The spreadsheet worker's process. */
  workerPid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local + s3rver behind the local cloud gateway (IAM enforced), every Lambda of the CDK
 * template in a process of its own with the template's environment, the HTTP API's routes to them, the
 * SPA, the outbox and the sign-on stand-ins, on 127.0.0.1.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const dataDir = resolve(options.dataDir);
  const outboxDir = join(dataDir, 'outbox');
  const queuesDir = join(dataDir, 'queues');
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
  let deployment: LocalDeployment;
  try {
    if (options.logFile) {
      platformLog = createPlatformLog(options.logFile, options.log ?? (() => undefined));
      setLogSink(platformLog.entry);
    }
    const [started, synthesized] = await Promise.allSettled([
      startServices({
        dataDir,
        inMemory: options.inMemory ?? false,
        ...(options.jvmProfile ? { jvmProfile: options.jvmProfile } : {}),
        log,
      }),
      localDeployment({ tableName: LOCAL_TABLE_NAME, bucket: LOCAL_UPLOAD_BUCKET }, log),
    ]);
    if (started.status === 'rejected') throw started.reason;
    services = started.value;
    if (synthesized.status === 'rejected') {
      await services.stop();
      throw synthesized.reason;
    }
    const adjusted = options.adjustDeployment ? options.adjustDeployment(synthesized.value) : synthesized.value;
    deployment = withTimeoutScale(adjusted, options.functionTimeoutScale ?? 1);
  } catch (error) {
    release();
    throw error;
  }
  let server: Server | undefined;
  let jobs: JobSchedule | undefined;
  let cloud: LocalCloud | undefined;
  let runtime: FunctionRuntime | undefined;
  let sso: SsoStandIns | undefined;
  let usage: ReturnType<typeof createUsageLog> | undefined;
  // The server listens before the functions start (their environment holds its URL); requests wait for them.
  const functionsReady = deferred<FunctionRuntime>();
  try {
    const enforce = options.enforceIam ?? process.env.SDDP_LOCAL_IAM !== 'off';
    if (!enforce) log('[cloud] IAM enforcement is OFF (SDDP_LOCAL_IAM=off): denied calls are only logged');
    const labels = new Map(deployment.functions.map((fn) => [fn.name, fn.label.replace(/^[^/]+\//, '')]));
    usage = process.env.SDDP_IAM_USAGE_DIR ? createUsageLog((name) => labels.get(name)) : undefined;
    const recordUsage = usage?.record;
    cloud = await startLocalCloud({
      services,
      outboxDir,
      queuesDir,
      enforce,
      onAuthorization: (record) => {
        recordUsage?.(record);
        options.onAuthorization?.(record);
      },
      log,
    });
    // The platform itself (seed, demo-account check) runs the functions' code on the services directly, as an
    // operator would, deriving roles with the sign-in function's score superusers; no sign-on setting (their
    // placeholders would mean nothing outside a function).
    const signInFunction = deployment.functions.find((fn) => fn.entry === 'functions/src/domains/auth/handler.ts');
    const operatorEnv = {
      ...services.env,
      SCORE_SUPERUSER_CODES: signInFunction?.environment.SCORE_SUPERUSER_CODES ?? '',
      OUTBOX_DIR: outboxDir,
    };
    useFunctionEnvironment(operatorEnv);

    const accountsFile = join(dataDir, 'demo-accounts.json');
    const accounts = await checkDemoAccounts(
      accountsFile,
      options.seed ? await seedDemoData(accountsFile) : await readAccounts(accountsFile),
    );

    server = createLocalServer({
      api: createApiRouter({
        region: deployment.region,
        log,
        resolveHandler: options.resolveHandler ?? templateRoutes(deployment, functionsReady.promise),
      }),
      webDist: options.webDist ?? false,
      outboxDir,
      queuesDir,
      connectOrigins: [cloud.url],
      log,
    });
    const port = await listen(server, options.port ?? 3000);
    const url = `http://127.0.0.1:${port}`;
    lock.update({ url, cloudUrl: cloud.url });
    const publicUrl = options.publicUrl ?? url;
    sso = await startSsoStandIns({ dataDir, publicUrl, accounts });
    cloud.parameters.set(LOCAL_PARAMETERS.intranetClientSecret, sso.intranet.clientSecret);
    cloud.parameters.set(LOCAL_PARAMETERS.internetClientSecret, sso.internet.clientSecret);
    cloud.parameters.set(LOCAL_PARAMETERS.inventoryClientSecret, sso.inventory.clientSecret);
    cloud.parameters.set(LOCAL_PARAMETERS.partnerKey, sso.partnerKey);

    const sink = platformLog?.entry;
    runtime = await cloud.runFunctions({
      deployment,
      substitute: originSubstitution({
        publicUrl,
        intranetIssuer: sso.intranet.issuer,
        internetIssuer: sso.internet.issuer,
        inventory: sso.inventory.baseUrl,
      }),
      passThrough: process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {},
      // The worker's only process (re)starting means whatever it was running was interrupted.
      coldStartEvents: { [WORKER_ENTRY]: { recover: true, interrupted: 'running' } },
      output: (label, line) => forward(label, line, sink, log),
      log,
    });
    const running = runtime;
    // The queued jobs' hand-overs died with the platform before: recover them before the API serves.
    const workerFunction = deployment.functions.find((fn) => fn.entry === WORKER_ENTRY);
    if (workerFunction) {
      const recovered = await running.invoke(workerFunction.name, { recover: true, interrupted: 'all' });
      log(`[worker] interrupted jobs recovered: ${JSON.stringify((recovered as { recovered?: unknown }).recovered)}`);
    }
    functionsReady.resolve(running);
    jobs = options.jobs === false ? undefined : scheduleJobs(scheduledJobs(deployment, running), log, options.jobIntervalMs);

    const schedule = jobs;
    const runningServer = server;
    const runningServices = services;
    const runningCloud = cloud;
    const runningSso = sso;
    const pidOf = (entry: string) => {
      const fn = deployment.functions.find((candidate) => candidate.entry === entry);
      return fn ? running.pidOf(fn.name) : undefined;
    };
    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      outboxDir,
      queuesDir,
      services,
      env: operatorEnv,
      cloudUrl: cloud.url,
      deployment,
      accounts,
      sso: runningSso,
      pidOf,
      workerPid: () => pidOf(WORKER_ENTRY),
      stop: () => {
        stopping ??= (async () => {
          await schedule?.stop();
          await runningCloud.stop();
          if (usage && process.env.SDDP_IAM_USAGE_DIR) usage.write(process.env.SDDP_IAM_USAGE_DIR);
          await Promise.allSettled([closeServer(runningServer), runningServices.stop(), runningSso.stop()]);
          release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    functionsReady.reject(error);
    functionsReady.promise.catch(() => undefined);
    await jobs?.stop();
    await cloud?.stop();
    await sso?.stop();
    if (server?.listening) await closeServer(server).catch(() => undefined);
    await services.stop();
    release();
    throw error;
  }
}

/** Each route to its function of the template, invoked through the local runtime as API Gateway invokes it. */
function templateRoutes(deployment: LocalDeployment, runtime: Promise<FunctionRuntime>): HandlerResolver {
  const functionOf = new Map(deployment.routes.map((route) => [route.routeKey, route.functionName]));
  return async (_domain, routeKey) => {
    const functionName = functionOf.get(routeKey);
    if (!functionName) throw new Error(`The template has no route ${routeKey}`);
    const handler: LambdaHandler = async (event) =>
      (await (await runtime).invoke(functionName, event)) as Awaited<ReturnType<LambdaHandler>>;
    return handler;
  };
}

/** A function's JSON log lines join the platform's (the log file, or the console, as on Lambda); other lines are labelled. */
function forward(label: string, line: string, sink: LogSink | undefined, log: (line: string) => void): void {
  if (!sink) {
    console.log(line);
    return;
  }
  try {
    sink(JSON.parse(line) as LogEntry, line);
  } catch {
    log(`[${label}] ${line}`);
  }
}

/** Node 20 has no Promise.withResolvers. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function withTimeoutScale(deployment: LocalDeployment, scale: number): LocalDeployment {
  if (scale === 1) return deployment;
  return { ...deployment, functions: deployment.functions.map((fn) => ({ ...fn, timeoutSeconds: fn.timeoutSeconds * scale })) };
}
