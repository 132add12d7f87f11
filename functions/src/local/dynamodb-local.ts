import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild, trackChild } from './child-processes';
import { freePort } from './free-port';

export interface DynamoDbLocalOptions {
  /** Directory for the shared database file; ignored when inMemory. */
  dbPath?: string;
  inMemory?: boolean;
  /** Fixed port; default a free one. */
  port?: number;
  javaPath?: string;
  /**
   * 'startup' (default) runs the JVM with the C1 compiler only and the serial GC: ready in about half
   * the time, which is what `npm start` waits for. 'throughput' keeps the full JIT, for long test runs and
   * benchmarks, with the serial collector: on two cores G1's concurrent threads took 4–10% more CPU for the
   * same requests (docs/decisions.md, issue 25).
   */
  jvmProfile?: JvmProfile;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export type JvmProfile = 'startup' | 'throughput';

const JVM_FLAGS: Record<JvmProfile, string[]> = {
  startup: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto'],
  throughput: ['-XX:+UseSerialGC'],
};

export class JavaMissingError extends Error {
  constructor(javaPath: string) {
    super(
      `DynamoDB Local needs Java 17+, but "${javaPath}" was not found on PATH. ` +
        'Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless) and run again.',
    );
    this.name = 'JavaMissingError';
  }
}

export function dynamoDbLocalDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const attempts = options.port === undefined ? 3 : 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await startOnce(options, options.port ?? (await freePort()));
    } catch (error) {
      // Another process may have taken the port between freePort() and the JVM binding it.
      if (error instanceof JavaMissingError || !(error instanceof EarlyExitError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

class EarlyExitError extends Error {
  override name = 'EarlyExitError';
}

async function startOnce(options: DynamoDbLocalOptions, port: number): Promise<DynamoDbLocal> {
  const javaPath = options.javaPath ?? 'java';
  const home = dynamoDbLocalDir();
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', ensureDir(options.dbPath)];
  const args = [
    ...JVM_FLAGS[options.jvmProfile ?? 'startup'],
    `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(home, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    ...storage,
    // One database for every access key and region, as the functions and tests use different ones.
    '-sharedDb',
    '-disableTelemetry',
  ];
  const child = spawn(javaPath, args, {
    cwd: options.inMemory ? tmpdir() : options.dbPath,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 50) output.shift();
    for (const line of text.split('\n')) if (line.trim()) options.log?.(`[dynamodb] ${line.trimEnd()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, endpoint, options.readyTimeoutMs ?? 30_000, javaPath, output);
  } catch (error) {
    await stopChild(child).catch(() => undefined);
    throw error;
  }
  return {
    endpoint,
    port,
    pid: child.pid ?? 0,
    stop: () => stopChild(child),
  };
}

function ensureDir(dir: string | undefined): string {
  if (!dir) throw new Error('DynamoDB Local needs dbPath unless inMemory is set');
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function waitUntilReady(child: ChildProcess, endpoint: string, timeoutMs: number, javaPath: string, output: string[]): Promise<void> {
  const state: { failure?: Error } = {};
  child.once('error', (error: NodeJS.ErrnoException) => {
    state.failure = error.code === 'ENOENT' ? new JavaMissingError(javaPath) : error;
  });
  child.once('exit', (code, signal) => {
    state.failure ??= new EarlyExitError(`DynamoDB Local exited before it was ready (code ${code}, signal ${signal}):\n${output.join('')}`);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.failure) throw state.failure;
    if (await answersListTables(endpoint)) return;
    await sleep(50);
  }
  throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${timeoutMs} ms:\n${output.join('')}`);
}

/** A raw ListTables call: any well-formed SigV4 header passes, and it avoids loading the SDK to poll. */
async function answersListTables(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
        authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: '{}',
      signal: AbortSignal.timeout(1_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
