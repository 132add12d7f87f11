import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '#local/data-dir-lock';

describe('lockDataDir', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-lock-'));
  const lockFile = join(dataDir, 'in-use.json');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets one owner at a time use a data directory, naming the owner to the next', () => {
    const lock = lockDataDir(dataDir, 'npm start');
    lock.update({ url: 'http://127.0.0.1:3000' });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'npm start',
      url: 'http://127.0.0.1:3000',
    });

    let refused: unknown;
    try {
      lockDataDir(dataDir, 'npm run job:password-expiry');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect(refused).toMatchObject({ dataDir, owner: { pid: process.pid, purpose: 'npm start', url: 'http://127.0.0.1:3000' } });

    lock.release();
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir, 'npm run job:password-expiry').release();
  });

  it('takes over the lock of a process that is gone', () => {
    writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 1, purpose: 'npm start', startedAt: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile, '{not json');
    lockDataDir(dataDir, 'npm start').release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
