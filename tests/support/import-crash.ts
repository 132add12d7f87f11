import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { WorkbookChange } from '#domains/delivery/data/workbook-plan';
import type { NewContract } from '#domains/device/data/device-writes';
import { type ImportStep, type ImportRow } from '#entities/staged-import';
import type { NewAccount } from '#entities/user';

/**
 * Kills a process with SIGKILL (kill -9) in the middle of a supplier import or of its recovery, at a
 * chosen point, so that no `catch`, no `finally` and no clean-up of the process runs: what it leaves
 * is what a crashed worker leaves. The process is a child of the test with the test's environment,
 * so it writes to the same DynamoDB Local.
 */
export interface CrashPoint {
  /** The import (or recovery) step at which to stop (functions/src/entities/staged-import/steps.ts)… */
  step?: ImportStep;
  /** …after letting this many more DynamoDB writes through (0: at the step itself; without a step, counted from the start). */
  writesAfter?: number;
  /** Stop once this many rows are written (as onWritten reports them; other lanes may still be writing). */
  written?: number;
  /** Stop this long after the import started, wherever it is. */
  afterMs?: number;
}

export interface ChildOrder {
  /** A supplier import, a user import (importAccounts), or the recovery of either. */
  mode: 'import' | 'userImport' | 'deviceImport' | 'recover' | 'deliveryWorkbook' | 'deliveryRecover';
  jobId: string;
  rows?: readonly ImportRow[];
  accounts?: readonly NewAccount[];
  /** A device contract import's contracts (importContracts). */
  plans?: readonly NewContract[];
  /** A delivery workbook's write (writeWorkbook) or its recovery: the contract and the checked changes. */
  workbook?: { contractId: number; projectId: number; supplierId: number; rows: number; changes?: readonly WorkbookChange[] };
  crash: CrashPoint;
}

export interface ChildRun {
  /** Killed at the crash point (false: it finished first, or `afterMs` found it done). */
  killed: boolean;
  /** The steps it reached, in order. */
  steps: ImportStep[];
  /** The last row count it reported written. */
  written: number;
  /** What it answered, when it finished. */
  outcome?: unknown;
}

/** A Node script that prints lines: killed with SIGKILL when `killWhen` says so; answers once it is gone. */
export function runKillable(
  script: string,
  args: readonly string[],
  killWhen: (line: string) => boolean,
  options: { afterMs?: number; startedBy?: (line: string) => boolean; timeoutMs?: number } = {},
): Promise<{ lines: string[]; killed: boolean; exitCode: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let pending = '';
    let stderr = '';
    let killed = false;
    const kill = () => {
      if (killed || child.exitCode !== null) return;
      killed = true;
      child.kill('SIGKILL');
    };
    const timeout = setTimeout(() => {
      kill();
      reject(
        new Error(
          `the child neither reached its crash point nor finished in ${options.timeoutMs ?? 120_000} ms: ${lines.slice(-5).join(' | ')} ${stderr}`,
        ),
      );
    }, options.timeoutMs ?? 120_000);
    child.stdout.on('data', (data: Buffer) => {
      pending += data.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        if (options.afterMs !== undefined && options.startedBy?.(line)) setTimeout(kill, options.afterMs);
        if (killWhen(line)) kill();
      }
    });
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString('utf8')));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timeout);
      if (pending) lines.push(pending);
      resolve({ lines, killed, exitCode, stderr });
    });
  });
}

const CHILD = fileURLToPath(new URL('./import-crash-child.ts', import.meta.url));
let childScript: Promise<string> | undefined;

/**
 * The child, bundled once per test worker into one plain .mjs: Node starts it in ~0.1 s of CPU against
 * ~0.6 s through tsx's loader, and a full run starts dozens of them.
 */
function bundledChild(): Promise<string> {
  childScript ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sddp-crash-child-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, 'child.mjs');
    await build({
      entryPoints: [CHILD],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
      // The AWS SDK's CommonJS parts call require(); an ES module has none of its own.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    return outfile;
  })();
  return childScript;
}

async function runChild(order: ChildOrder): Promise<ChildRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sddp-import-crash-'));
  try {
    const orderFile = path.join(dir, 'order.json');
    writeFileSync(orderFile, JSON.stringify(order));
    const run = await runKillable(await bundledChild(), [orderFile], (line) => line === 'crash-point', {
      ...(order.crash.afterMs === undefined ? {} : { afterMs: order.crash.afterMs }),
      startedBy: (line) => line === (order.mode === 'import' ? 'step:locked' : 'step:manifestWritten'),
    });
    const outcomeLine = run.lines.find((line) => line.startsWith('outcome:'));
    if (!run.killed && !outcomeLine) throw new Error(`the child failed (exit ${run.exitCode}): ${run.stderr}`);
    const written = run.lines.filter((line) => line.startsWith('written:')).map((line) => Number(line.slice('written:'.length)));
    return {
      killed: run.killed && !outcomeLine,
      steps: run.lines.filter((line) => line.startsWith('step:')).map((line) => line.slice('step:'.length) as ImportStep),
      written: Math.max(0, ...written),
      ...(outcomeLine ? { outcome: JSON.parse(outcomeLine.slice('outcome:'.length)) as unknown } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** runSupplierImport in a child process, killed with SIGKILL at `crash`. */
export const importKilledAt = (jobId: string, rows: readonly ImportRow[], crash: CrashPoint) =>
  runChild({ mode: 'import', jobId, rows, crash });

/** importAccounts (the user import's write) in a child process, killed with SIGKILL at `crash`. */
export const userImportKilledAt = (jobId: string, accounts: readonly NewAccount[], crash: CrashPoint) =>
  runChild({ mode: 'userImport', jobId, accounts, crash });

/** importContracts (the device contract import's write) in a child process, killed with SIGKILL at `crash`. */
export const contractImportKilledAt = (jobId: string, plans: readonly NewContract[], crash: CrashPoint) =>
  runChild({ mode: 'deviceImport', jobId, plans, crash });

type WorkbookOrder = NonNullable<ChildOrder['workbook']>;

/** writeWorkbook (a delivery workbook's write) in a child process, killed with SIGKILL at `crash`. */
export const workbookWriteKilledAt = (jobId: string, workbook: WorkbookOrder, crash: CrashPoint) =>
  runChild({ mode: 'deliveryWorkbook', jobId, workbook, crash });

/** recoverWorkbookWrite in a child process, killed with SIGKILL at `crash`. */
export const workbookRecoveryKilledAt = (jobId: string, workbook: WorkbookOrder, crash: CrashPoint) =>
  runChild({ mode: 'deliveryRecover', jobId, workbook, crash });

/** recoverStagedImport in a child process, killed with SIGKILL at `crash`. */
export const recoveryKilledAt = (jobId: string, crash: CrashPoint) => runChild({ mode: 'recover', jobId, crash });
