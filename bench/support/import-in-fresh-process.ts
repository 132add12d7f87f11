/**
 * The supplier import as a cold Lambda instance runs it: the org handler bundled the way the CDK
 * bundles it (esbuild, ESM, minified), loaded by plain Node in a fresh process, invoked once with an
 * API Gateway event. The child reports its own peak RSS, which is what the function's memory limit
 * would meet (the local platform's process also holds the server, s3rver and the other domains).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/web-build';

const BANNER = [
  "import { createRequire as __c } from 'node:module';",
  "import { fileURLToPath as __f } from 'node:url';",
  'const require = __c(import.meta.url);',
  'const __filename = __f(import.meta.url);',
  "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
].join('\n');

const INVOKE = `
const started = performance.now();
const { handler } = await import(process.argv[2]);
const loadedRssMiB = process.memoryUsage().rss / 2 ** 20;
const event = JSON.parse(process.argv[3]);
const invokeStarted = performance.now();
const response = await handler(event, { awsRequestId: 'bench', functionName: 'org', getRemainingTimeInMillis: () => 900000 });
const invokeMs = performance.now() - invokeStarted;
const body = JSON.parse(response.body);
process.stdout.write(JSON.stringify({
  coldStartMs: Math.round(invokeStarted - started),
  invokeMs: Math.round(invokeMs),
  loadedRssMiB: Math.round(loadedRssMiB),
  maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  code: body.code,
  report: body.result && { status: body.result.status, rows: body.result.rows, created: body.result.created, unchanged: body.result.unchanged },
}));
`;

export interface FreshProcessImport {
  coldStartMs: number;
  invokeMs: number;
  loadedRssMiB: number;
  maxRssMiB: number;
  code: number;
  report?: { status: string; rows: number; created: number; unchanged: number };
}

/** Asynchronous on purpose: storage (s3rver) is served by this process's event loop. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the fresh-process import failed (${code}): ${stderr}`))));
  });
}

export async function importInFreshProcess(env: Record<string, string>, token: string, key: string): Promise<FreshProcessImport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sddp-import-bench-'));
  try {
    const bundle = path.join(dir, 'org-handler.mjs');
    execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/esbuild'), [
      path.join(REPO_ROOT, 'functions/src/domains/org/handler.ts'),
      '--bundle', '--platform=node', '--format=esm', '--target=node20', '--minify', '--main-fields=module,main',
      `--outfile=${bundle}`, `--banner:js=${BANNER}`, '--log-level=warning',
    ]);
    const invoker = path.join(dir, 'invoke.mjs');
    writeFileSync(invoker, INVOKE);
    const body = JSON.stringify({ key });
    const rawPath = '/user-api/org/admin/import_gys';
    const event = {
      version: '2.0', routeKey: `POST ${rawPath}`, rawPath, rawQueryString: '',
      headers: { 'content-type': 'application/json', 'x-token': token, 'accept-language': 'zh', 'user-agent': 'bench' },
      requestContext: { http: { method: 'POST', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' }, requestId: 'bench', routeKey: `POST ${rawPath}`, stage: '$default', time: new Date().toISOString(), timeEpoch: Date.now() },
      body, isBase64Encoded: false,
    };
    const stdout = await run(process.execPath, [invoker, bundle, JSON.stringify(event)], {
      ...process.env,
      ...env,
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as FreshProcessImport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
