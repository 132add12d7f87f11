import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLogFile } from '#local/log-file';

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

describe('openLogFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sddp-log-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('appends to what an earlier start wrote, creating the folder', () => {
    const path = join(dir, 'append', 'logs', 'platform.log');
    const first = openLogFile(path);
    first.append('one');
    first.close();
    const second = openLogFile(path);
    second.append('two');
    second.close();
    expect(lines(path)).toEqual(['one', 'two']);
  });

  it('moves a full file to .1 and starts again, so it never holds more than twice the cap', () => {
    const path = join(dir, 'rotate.log');
    const log = openLogFile(path, 100);
    const written = Array.from({ length: 30 }, (_, index) => `line ${String(index).padStart(3, '0')} ${'x'.repeat(10)}`);
    for (const line of written) log.append(line);
    log.close();
    expect(statSync(path).size).toBeLessThanOrEqual(100);
    expect(statSync(`${path}.1`).size).toBeLessThanOrEqual(100);
    const kept = [...lines(`${path}.1`), ...lines(path)];
    expect(kept).toEqual(written.slice(written.length - kept.length));
    expect(kept.at(-1)).toBe(written.at(-1));
  });

  it('rotates a file left over its cap at open, and drops lines after close', () => {
    const path = join(dir, 'full.log');
    writeFileSync(path, `${'y'.repeat(200)}\n`);
    const log = openLogFile(path, 100);
    log.append('fresh');
    log.close();
    log.append('after close');
    expect(lines(path)).toEqual(['fresh']);
    expect(existsSync(`${path}.1`)).toBe(true);
  });
});
