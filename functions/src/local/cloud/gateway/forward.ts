import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';

// `expect` too: the gateway has already said 100 Continue to its client.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);
/** Below s3rver's 5 s keep-alive, so the gateway never reuses a connection the upstream is closing. */
const IDLE_SOCKET_MS = 4_000;

export interface UpstreamRequest {
  method: string;
  /** Path and query, as the upstream should see them. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body already read; otherwise `incoming` is streamed through. */
  body?: Buffer;
  incoming: IncomingMessage;
}

/** DynamoDB Local or s3rver behind the gateway, over kept-alive connections. */
export function createUpstream(endpoint: string) {
  const target = new URL(endpoint);
  const agent = new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  return {
    /** The upstream's response, its body not yet read. */
    send: (outgoing: UpstreamRequest) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const headers: OutgoingHttpHeaders = withoutHopByHop(outgoing.headers);
        headers.host = target.host;
        // Without a content-length, Node sends a streamed body chunked, as the client did.
        if (outgoing.body) headers['content-length'] = String(outgoing.body.length);
        const upstream = request(
          { host: target.hostname, port: target.port, method: outgoing.method, path: outgoing.path, headers, agent },
          resolve,
        );
        upstream.once('error', reject);
        if (outgoing.body) upstream.end(outgoing.body);
        else pipeline(outgoing.incoming, upstream).catch(reject);
      }),
    close: () => agent.destroy(),
  };
}

export function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
