import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOutboxMessage } from '#kit/notify/outbox';
import { createLocalServer } from '#local/server';
import { send, serve } from './http-helpers';

describe('local HTTP server', () => {
  const root = mkdtempSync(join(tmpdir(), 'sddp-server-'));
  const dist = join(root, 'dist');
  const outboxDir = join(root, 'outbox');
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SDDP</title>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{}');
    writeFileSync(join(dist, 'logo.svg'), '<svg/>');
    writeFileSync(join(root, 'secret.txt'), 'do not serve');
    await writeOutboxMessage(outboxDir, {
      kind: 'email',
      to: 'a@example.com',
      subject: '<b>Reset</b>',
      text: 'code <script>alert(1)</script>',
    });
    await writeOutboxMessage(outboxDir, { kind: 'sms', phone: '13800138000', text: 'Your code is 1234 & more' });
    const server = createLocalServer({
      webDist: dist,
      outboxDir,
      connectOrigins: ['http://127.0.0.1:9999'],
      api: async (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ api: req.url }));
      },
    });
    ({ port, close } = await serve(server));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and security headers', async () => {
    const response = await send(port, { path: '/' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>SDDP</title>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:9999");
  });

  it('refuses a Host other than the loopback names (DNS rebinding), for the outbox and the API alike', async () => {
    for (const path of ['/__outbox.json', '/user-api/user/info', '/']) {
      const response = await send(port, { path, headers: { host: `evil.example:${port}` } });
      expect(response.status, path).toBe(421);
    }
    expect((await send(port, { path: '/__outbox.json', headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('falls back to index.html for client-side routes without an extension', async () => {
    for (const path of ['/login', '/_app/dashboard?tab=1', '/users/42/edit']) {
      const response = await send(port, { path });
      expect(response.status, path).toBe(200);
      expect(response.text).toContain('<title>SDDP</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with their content type and immutable caching', async () => {
    const js = await send(port, { path: '/assets/index-AbC123.js' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await send(port, { path: '/assets/index-AbC123.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const svg = await send(port, { path: '/logo.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching ETag and supports HEAD', async () => {
    const first = await send(port, { path: '/logo.svg' });
    const again = await send(port, { path: '/logo.svg', headers: { 'if-none-match': first.headers.etag } });
    expect(again.status).toBe(304);
    const head = await send(port, { method: 'HEAD', path: '/logo.svg' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('6');
    expect(head.body.length).toBe(0);
  });

  it('answers 404 for a missing file with an extension', async () => {
    expect((await send(port, { path: '/assets/missing-123.js' })).status).toBe(404);
    expect((await send(port, { path: '/favicon.ico' })).status).toBe(404);
  });

  it('never serves files outside the bundle', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00']) {
      const response = await send(port, { path });
      expect(response.text, path).not.toContain('do not serve');
      expect([400, 404], path).toContain(response.status);
    }
  });

  it('refuses other methods on static paths', async () => {
    expect((await send(port, { method: 'POST', path: '/index.html' })).status).toBe(405);
  });

  it('hands /user-api/* to the API', async () => {
    const response = await send(port, { path: '/user-api/cap_img?x=1' });
    expect(JSON.parse(response.text)).toEqual({ api: '/user-api/cap_img?x=1' });
  });

  it('lists captured messages on /__outbox with everything escaped, newest first', async () => {
    const page = await send(port, { path: '/__outbox' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).not.toContain('<b>Reset</b>');
    expect(page.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.text).toContain('Your code is 1234 &#38; more');
    expect(page.text.indexOf('data-kind="sms"')).toBeLessThan(page.text.indexOf('data-kind="email"'));

    const json = await send(port, { path: '/__outbox.json' });
    expect(JSON.parse(json.text)).toMatchObject([
      { kind: 'sms', phone: '13800138000' },
      { kind: 'email', to: 'a@example.com', subject: '<b>Reset</b>' },
    ]);
  });
});

describe('local HTTP server without a bundle', () => {
  it('answers 503 until web/dist exists, and serves no files at all in API-only mode', async () => {
    const missing = await serve(createLocalServer({ webDist: join(tmpdir(), 'sddp-no-such-dist'), api: async () => undefined }));
    try {
      expect((await send(missing.port, { path: '/login' })).status).toBe(503);
    } finally {
      await missing.close();
    }
    const apiOnly = await serve(createLocalServer({ webDist: false, api: async () => undefined }));
    try {
      expect((await send(apiOnly.port, { path: '/' })).status).toBe(404);
      expect((await send(apiOnly.port, { path: '/__outbox' })).status).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
