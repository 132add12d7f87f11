import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '@sddp/shared';

// Vite copies web/public into web/dist as it is, and web/dist is what the local server and the
// CloudFront bucket serve: the avatar every account without its own shows must be there.
// Vitest runs from the repository root (vitest.config.ts).
const publicDir = join(process.cwd(), 'web', 'public');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the default avatar', () => {
  it('ships as a square PNG at the path the user info names', () => {
    const file = readFileSync(`${publicDir}${DEFAULT_AVATAR}`);
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const width = file.readUInt32BE(16);
    const height = file.readUInt32BE(20);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(96);
    expect(file.length).toBeLessThan(16 * 1024);
  });
});
