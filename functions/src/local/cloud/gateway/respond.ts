import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Answer } from './answers';
import { withoutHopByHop } from './forward';

/** The gateway's own answer. A browser's request gets Access-Control-Allow-Origin, so the page sees the 403, not a CORS failure. */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const origin = req.headers.origin;
  const cors: Record<string, string> = origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
  res.writeHead(answer.status, { ...answer.headers, ...cors });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** The upstream's answer, status, headers (its CORS headers included) and body unchanged. */
export async function relay(res: ServerResponse, upstream: IncomingMessage): Promise<void> {
  res.writeHead(upstream.statusCode ?? 502, withoutHopByHop(upstream.headers));
  await pipeline(upstream, res);
}
