/**
 * Runs bench/support/export-child.ts in a fresh Node process, bundled exactly as the CDK bundles a
 * function (infra/lib/bundling/lambda-bundle.ts), so its peak RSS is what a worker's memory limit would meet.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleLambda } from '../../infra/lib/bundling/lambda-bundle';

export interface FreshProcessExport {
  mode: 'writer' | 'orgs';
  rows: number;
  bytes?: number;
  ms: number;
  firstProgressMs: number;
  progressCalls: number;
  loadedRssMiB: number;
  /** The child's own high-water mark of RSS (VmHWM), module loading included. */
  peakRssMiB: number;
  longestSampleGapMs: number;
  sampledPeaksMiB: Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;
}

/** A bench child (`bench/support/<entry>.ts`) bundled as the CDK bundles a function, once per bench run. */
export function bundleExportChild(entry = 'export-child'): { file: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sddp-export-bench-'));
  bundleLambda(path.join(import.meta.dirname, `${entry}.ts`), dir);
  return { file: path.join(dir, 'index.mjs'), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Asynchronous on purpose: storage (s3rver) is served by this process's event loop. */
export function exportInFreshProcess(bundle: string, env: Record<string, string>, args: string[]): Promise<FreshProcessExport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, ...args], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the fresh-process export failed (${code}): ${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as FreshProcessExport);
    });
  });
}
