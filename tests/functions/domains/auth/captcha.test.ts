import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';

describe('GET /cap_img', () => {
  it('returns an SVG data URL and a key whose 4-character answer is stored with an expiry', async () => {
    const response = await call<{ imageBase64: string; key: string }>(handler, { path: '/cap_img' });
    expect(response.code).toBe(200);
    expect(response.result.imageBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(response.result.imageBase64.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const item = await getItem(keys.captcha(response.result.key));
    expect(String(item?.answer)).toHaveLength(4);
    const ttl = Number(item?.expiresAt) - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(60);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('gives a new key every time', async () => {
    const first = await call<{ key: string }>(handler, { path: '/cap_img' });
    const second = await call<{ key: string }>(handler, { path: '/cap_img' });
    expect(first.result.key).not.toBe(second.result.key);
    expect(first.result.key.length).toBeGreaterThanOrEqual(43);
  });
});
