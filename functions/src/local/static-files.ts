import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Vite fingerprints everything under /assets/, so those never change; the rest must be revalidated. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built SPA from `root`: files as they are, extension-less paths as index.html (client-side
 * routes), 404 for a missing file with an extension, and nothing outside `root`.
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendText(res, 405, 'Method Not Allowed');
  }
  const urlPath = decodedPath(req.url ?? '/');
  if (urlPath === undefined) return sendText(res, 400, 'Bad Request');

  const base = resolve(root);
  const requested = resolve(base, `.${urlPath}`);
  if (requested !== base && !requested.startsWith(base + sep)) return sendText(res, 404, 'Not Found');

  const file = await existingFile(requested === base ? join(base, 'index.html') : requested);
  if (file) return sendFile(req, res, file, cacheControlFor(urlPath));
  if (extname(urlPath) !== '') return sendText(res, 404, 'Not Found');

  const index = await existingFile(join(base, 'index.html'));
  if (index) return sendFile(req, res, index, 'no-cache');
  res.setHeader('retry-after', '5');
  return sendText(res, 503, 'The web bundle is not built yet (web/dist/index.html is missing); npm start builds it.');
}

function decodedPath(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '/';
  try {
    const decoded = decodeURIComponent(path);
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    return decoded.startsWith('/') ? decoded : `/${decoded}`;
  } catch {
    return undefined;
  }
}

async function existingFile(path: string): Promise<{ path: string; size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number; mtime: Date },
  cacheControl: string,
): Promise<void> {
  const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  res.setHeader('content-type', contentTypeFor(file.path));
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', file.mtime.toUTCString());
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return Promise.resolve();
  }
  res.statusCode = 200;
  res.setHeader('content-length', file.size);
  if (req.method === 'HEAD') {
    res.end();
    return Promise.resolve();
  }
  return new Promise((done) => {
    const stream = createReadStream(file.path);
    stream.once('error', () => {
      res.destroy();
      done();
    });
    stream.once('end', done);
    stream.pipe(res);
  });
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}
