import { mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '#local/process-alive';

/**
 * At most this many browser test files drive a Chromium at once, across vitest's workers: more starve a
 * 2-core machine until the platform answers slower than the web client's 10 s request timeout (spec).
 */
export const BROWSER_SLOTS = 2;

/** Takes a slot (a file created exclusively, holding this worker's PID) for the run keyed by `run`. */
export async function takeBrowserSlot(run: string): Promise<() => void> {
  const folder = join(tmpdir(), `sddp-browser-slots-${run}`);
  mkdirSync(folder, { recursive: true });
  for (;;) {
    for (let slot = 0; slot < BROWSER_SLOTS; slot += 1) {
      const path = join(folder, `slot-${slot}`);
      try {
        closeSync(openSync(path, 'wx'));
        writeFileSync(path, String(process.pid));
        return () => rmSync(path, { force: true });
      } catch {
        // Taken; free it when its worker died without letting go.
        const holder = Number(readFileSync(path, 'utf8') || '0');
        if (holder && !isAlive(holder)) rmSync(path, { force: true });
      }
    }
    if (readdirSync(folder).length >= BROWSER_SLOTS) await sleep(250);
  }
}
