import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandInReply {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}

export interface AwsStandIn {
  /** http://127.0.0.1:<port>, for SES_ENDPOINT / SNS_ENDPOINT. */
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get; defaults to the reply given at start. */
  reply: (request: RecordedRequest) => StandInReply;
  close(): Promise<void>;
}

/** A real HTTP server standing in for an AWS endpoint: it records what the SDK sent and answers as told. */
export async function startAwsStandIn(reply: (request: RecordedRequest) => StandInReply): Promise<AwsStandIn> {
  const standIn = { requests: [] as RecordedRequest[], reply } as AwsStandIn;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      standIn.requests.push(request);
      const answer = standIn.reply(request);
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return standIn;
}

/** Sets (or, with undefined, removes) environment variables and returns a function that restores them. */
export function withEnv(values: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(saved);
}
