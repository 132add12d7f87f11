import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '@sddp/shared';
import { readOutbox } from '#kit/notify/outbox';
import { readQueueFolders } from './cloud/queues/queue-store';
import { renderFailedInvocations } from './failed-invocations-section';
import { renderOutboxPage } from './outbox-page';
import { serveStatic } from './static-files';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface LocalServerOptions {
  /** Handles `/user-api/*` (see api-router.ts). */
  api: RequestHandler;
  /** The built SPA; false serves no static files (dev mode, where Vite serves them). */
  webDist: string | false;
  /** Where captured e-mail/SMS live; without it /__outbox is 404. */
  outboxDir?: string;
  /** Where the SQS stand-in keeps its queues: /__outbox lists what they hold (the failed invocations). */
  queuesDir?: string;
  /** Extra origins the page may talk to, e.g. the S3 endpoint for presigned uploads. */
  connectOrigins?: readonly string[];
  log?: (line: string) => void;
}

export function createLocalServer(options: LocalServerOptions): Server {
  const csp = contentSecurityPolicy(options.connectOrigins ?? []);
  return createServer((req, res) => {
    setSecurityHeaders(res, csp);
    route(options, req, res).catch((error: unknown) => {
      options.log?.(`${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = 500;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    });
  });
}

/** Loopback names only: a page elsewhere that rebinds its own name to 127.0.0.1 is refused. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return LOCAL_HOSTS.has(name);
}

async function route(options: LocalServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!isLocalHost(req.headers.host)) {
    res.statusCode = 421;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Misdirected Request');
    return;
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return options.api(req, res);
  if ((path === '/__outbox' || path === '/__outbox.json') && options.outboxDir) {
    return serveOutbox(options.outboxDir, options.queuesDir, path.endsWith('.json'), res);
  }
  if (options.webDist) return serveStatic(options.webDist, req, res);
  res.statusCode = 404;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

async function serveOutbox(dir: string, queuesDir: string | undefined, asJson: boolean, res: ServerResponse): Promise<void> {
  const messages = await readOutbox(dir);
  res.statusCode = 200;
  res.setHeader('cache-control', 'no-store');
  if (asJson) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(messages, null, 2));
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const failures = queuesDir ? renderFailedInvocations(await readQueueFolders(queuesDir)) : '';
  res.end(renderOutboxPage(messages, dir, failures));
}

function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  const extra = connectOrigins.length > 0 ? ` ${connectOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and the router set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function setSecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('content-security-policy', csp);
}

/** Listens on 127.0.0.1 only (port 0 = any free one) and resolves with the bound port. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
