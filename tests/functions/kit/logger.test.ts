import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { createLogger, redact, setLogSink, type LogEntry } from '#kit/logger';

describe('log redaction', () => {
  it('drops secrets at any depth and keeps the rest', () => {
    const redacted = redact({ userCode: 'alice', password: 'x', nested: { token: 't', captcha: 'c', ok: 1 }, list: [{ pwd: 'p' }] });
    expect(redacted).toEqual({
      userCode: 'alice',
      password: '[redacted]',
      nested: { token: '[redacted]', captcha: '[redacted]', ok: 1 },
      list: [{ pwd: '[redacted]' }],
    });
  });
});

describe('where log lines go', () => {
  const savedLevel = process.env.LOG_LEVEL;
  afterEach(() => {
    setLogSink(undefined);
    process.env.LOG_LEVEL = savedLevel;
    resetConfigForTests();
    vi.restoreAllMocks();
  });

  it('writes JSON lines to the console by default (CloudWatch on Lambda): errors to stderr, the rest to stdout', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = createLogger({ requestId: 'r1' });
    logger.warn('slow', { ms: 5 });
    logger.error('broke', { password: 'secret' });
    expect(JSON.parse(out.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', message: 'slow', requestId: 'r1', ms: 5 });
    expect(JSON.parse(err.mock.calls[0]![0] as string)).toMatchObject({ level: 'error', message: 'broke', password: '[redacted]' });
  });

  it('sends them to the sink the local platform sets instead, still filtered by LOG_LEVEL, until it is cleared', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.LOG_LEVEL = 'info';
    resetConfigForTests();
    const received: Array<[LogEntry, string]> = [];
    setLogSink((entry, line) => received.push([entry, line]));
    const logger = createLogger({ requestId: 'r2' });
    logger.debug('hidden');
    logger.info('request', { status: 200 });
    logger.error('broke');
    expect(received.map(([entry]) => entry.message)).toEqual(['request', 'broke']);
    expect(JSON.parse(received[0]![1])).toEqual(received[0]![0]);
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();

    setLogSink(undefined);
    logger.error('back on the console');
    expect(err).toHaveBeenCalledTimes(1);
  });
});
