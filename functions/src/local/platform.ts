import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { resetConfigForTests } from '../lib/config';
import { resetDbClient } from '../lib/db/client';
import { createApiRouter, type HandlerResolver } from './api-router';
import { readAccounts, seedDemoData, type DemoAccount } from './demo-seed';
import { closeServer, createLocalServer, listen } from './server';
import { startServices, type LocalServices } from './services';

export type { DemoAccount } from './demo-seed';

export interface PlatformOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. Default 3000. */
  port?: number;
  /** Holds dynamodb/, s3/, outbox/ and demo-accounts.json. */
  dataDir: string;
  /** DynamoDB Local in memory (tests); S3 objects and the outbox still go to dataDir. */
  inMemory?: boolean;
  /** The built SPA to serve, or false for an API-only server (dev mode). */
  webDist?: string | false;
  /** Seed demo data through functions/src/local/seed.ts (idempotent). */
  seed?: boolean;
  /** Replaces the default import of functions/src/domains/<domain>/handler.ts (tests). */
  resolveHandler?: HandlerResolver;
  log?: (line: string) => void;
}

export interface Platform {
  url: string;
  port: number;
  /** The environment set on process.env for the functions. */
  env: Record<string, string>;
  outboxDir: string;
  services: LocalServices;
  /** Demo sign-ins from the first seed (kept in dataDir/demo-accounts.json). */
  accounts: DemoAccount[];
  stop(): Promise<void>;
}

/** DynamoDB Local + s3rver + the Lambda handlers behind an API Gateway adapter + the SPA, on 127.0.0.1. */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });

  const services = await startServices({ dataDir, inMemory: options.inMemory ?? false, log });
  let server: Server | undefined;
  try {
    const env = { ...services.env, OUTBOX_DIR: outboxDir };
    Object.assign(process.env, env);
    resetConfigForTests();
    resetDbClient();

    const accountsFile = join(dataDir, 'demo-accounts.json');
    const accounts = options.seed ? await seedDemoData(accountsFile) : await readAccounts(accountsFile);

    server = createLocalServer({
      api: createApiRouter({ region: services.region, log, ...(options.resolveHandler ? { resolveHandler: options.resolveHandler } : {}) }),
      webDist: options.webDist ?? false,
      outboxDir,
      connectOrigins: [services.s3Endpoint],
      log,
    });
    const port = await listen(server, options.port ?? 3000);
    const running = server;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      env,
      outboxDir,
      services,
      accounts,
      stop: () => {
        stopping ??= Promise.allSettled([closeServer(running), services.stop()]).then(() => undefined);
        return stopping;
      },
    };
  } catch (error) {
    if (server?.listening) await closeServer(server).catch(() => undefined);
    await services.stop();
    throw error;
  }
}
