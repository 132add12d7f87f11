import type { ChildProcess } from 'node:child_process';

/**
 * Child processes the local platform started. One 'exit' hook kills whatever is still running, so a
 * crash or process.exit() never leaves DynamoDB Local behind (Ctrl-C reaches the children through
 * the terminal's process group anyway).
 */
const running = new Set<ChildProcess>();

function killAll(): void {
  for (const child of running) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  running.clear();
}

export function trackChild(child: ChildProcess): void {
  if (running.size === 0) process.once('exit', killAll);
  running.add(child);
  child.once('exit', () => untrackChild(child));
}

export function untrackChild(child: ChildProcess): void {
  running.delete(child);
  if (running.size === 0) process.removeListener('exit', killAll);
}

/** SIGTERM by PID, then SIGKILL if it has not exited within the grace period. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    untrackChild(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
  untrackChild(child);
}
