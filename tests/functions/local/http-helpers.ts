import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import { listen, closeServer } from '#local/server';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** node:http rather than fetch: it sends paths as written (no `..` normalising) and repeated headers. */
export function send(
  port: number,
  options: { method?: string; path: string; headers?: OutgoingHttpHeaders; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) req.setHeader(name, value);
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function serve(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await listen(server, 0);
  return { port, close: () => closeServer(server) };
}
