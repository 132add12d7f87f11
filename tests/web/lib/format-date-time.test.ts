import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date-time';

// A zone away from UTC, so that a UTC rendering cannot pass for a local one.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatDateTime', () => {
  it('writes an ISO instant as local YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 58).toISOString())).toBe('2026-12-31 23:59:58');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
