import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '#kit/logger';
import { createPlatformLog, summarise } from '#local/platform-log';

const at = '2026-03-04T05:06:07.000Z';
const clock = new Date(at).toTimeString().slice(0, 8);

describe('createPlatformLog', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sddp-platform-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes everything to the file and passes only warnings, errors and handler crashes on, one short line each', () => {
    const file = join(dir, 'logs', 'platform.log');
    const alerts: string[] = [];
    const log = createPlatformLog(file, (line) => alerts.push(line));
    const info: LogEntry = { level: 'info', time: at, message: 'request', requestId: 'r1', endpoint: 'auth.captcha', status: 200 };
    const warn: LogEntry = { level: 'warn', time: at, message: 'storage outcome', requestId: 'r2', endpoint: 'org.update', status: 503 };
    log.entry(info, JSON.stringify(info));
    log.entry(warn, JSON.stringify(warn));
    log.line('GET /user-api/cap_img → 200 (auth.captcha, 3 ms)');
    log.line('[dynamodb] Initializing DynamoDB Local with the following configuration:');
    log.line('GET /user-api/cap_img → 503 (auth.captchaImage, 29029 ms)');
    log.line('POST /user-api/org/admin/update → 500 (org.update): Error: boom\n    at handler (org.ts:1:1)');
    log.close();

    const written = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as LogEntry);
    expect(written).toHaveLength(6);
    expect(written.slice(0, 2)).toEqual([info, warn]);
    expect(written[2]).toMatchObject({ level: 'info', source: 'platform', message: 'GET /user-api/cap_img → 200 (auth.captcha, 3 ms)' });
    expect(written[4]).toMatchObject({ level: 'info', source: 'platform' });
    expect(written[5]).toMatchObject({ level: 'error', source: 'platform' });
    expect(written[5]!.message).toContain('at handler');

    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toBe(`${clock} warn  storage outcome (endpoint org.update, status 503, requestId r2)`);
    expect(alerts[1]).toMatch(/^\d\d:\d\d:\d\d error POST \/user-api\/org\/admin\/update → 500 \(org\.update\): Error: boom$/);
  });
});

describe('summarise', () => {
  it('keeps the first line of a stack and cuts long values', () => {
    const line = summarise({
      level: 'error',
      time: at,
      message: 'unhandled error',
      endpoint: 'org.list',
      error: `Error: ${'z'.repeat(300)}\n    at x`,
    });
    expect(line.startsWith(`${clock} error unhandled error (endpoint org.list, error Error: zzz`)).toBe(true);
    expect(line).not.toContain('at x');
    expect(line.length).toBeLessThan(200);
    expect(line.endsWith('…)')).toBe(true);
  });
});
