import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date-time';

const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatDateTime: Beijing time, whatever the reader’s zone (issue 26 #5)', () => {
  it.each(['UTC', 'Asia/Shanghai', 'America/New_York'])('writes an instant as Beijing YYYY-MM-DD HH:mm:ss in a %s browser', (timeZone) => {
    process.env.TZ = timeZone;
    expect(formatDateTime('2026-01-01T19:04:05.300Z')).toBe('2026-01-02 03:04:05');
    expect(formatDateTime('2026-12-31T15:59:58Z')).toBe('2026-12-31 23:59:58');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
