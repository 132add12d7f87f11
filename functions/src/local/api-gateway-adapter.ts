import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/** Lambda's synchronous invocation payload limit; API Gateway answers 413 above it. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface EventOptions {
  /** `METHOD /path` of the matched route, or '$default'. */
  routeKey: string;
  body?: Buffer;
  requestId?: string;
  now?: Date;
  accountId?: string;
  apiId?: string;
}

/** The request as API Gateway HTTP API (payload format 2.0) hands it to Lambda. */
export function toApiGatewayEvent(req: IncomingMessage, options: EventOptions): APIGatewayProxyEventV2 {
  const url = req.url ?? '/';
  const queryIndex = url.indexOf('?');
  const rawPath = queryIndex === -1 ? url : url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : (url.slice(queryIndex + 1).split('#')[0] ?? '');
  const headers = eventHeaders(req);
  const cookies = parseCookies(req.headersDistinct.cookie ?? []);
  const query = queryParameters(rawQueryString);
  const now = options.now ?? new Date();
  const host = headers.host ?? '127.0.0.1';
  const method = (req.method ?? 'GET').toUpperCase();
  const body = options.body && options.body.length > 0 ? options.body : undefined;
  const binary = body !== undefined && !isTextContentType(headers['content-type']);

  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(query ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: options.accountId ?? '000000000000',
      apiId: options.apiId ?? 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIp(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: options.requestId ?? randomUUID(),
      routeKey: options.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body === undefined ? {} : { body: body.toString(binary ? 'base64' : 'utf8') }),
    isBase64Encoded: binary,
  };
}

/** Lower-cased names, repeated headers joined with commas; cookies travel in `cookies` instead. */
function eventHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name === 'cookie' || values === undefined) continue;
    headers[name.toLowerCase()] = values.join(',');
  }
  return headers;
}

function parseCookies(headerValues: readonly string[]): string[] {
  return headerValues
    .flatMap((value) => value.split(';'))
    .map((cookie) => cookie.trim())
    .filter(Boolean);
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  if (grouped.size === 0) return undefined;
  return Object.fromEntries([...grouped].map(([key, values]) => [key, values.join(',')]));
}

const TEXT_TYPES = [
  /^text\//,
  /^application\/(.+\+)?json\b/,
  /^application\/(.+\+)?xml\b/,
  /^application\/x-www-form-urlencoded\b/,
  /^application\/(java|ecma)script\b/,
  /^application\/graphql\b/,
];

function isTextContentType(contentType: string | undefined): boolean {
  // API Gateway passes bodies without a content type as text.
  if (!contentType) return true;
  const type = contentType.toLowerCase().trim();
  return TEXT_TYPES.some((pattern) => pattern.test(type));
}

function sourceIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time`, e.g. `12/Mar/2020:19:03:58 +0000`. */
function formatRequestTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

export interface HttpResponse {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * How API Gateway turns a payload-2.0 Lambda result into a response: an object with `statusCode` is a
 * structured response; anything else (a string, an object, null) is the body of a 200 JSON response.
 */
export function toHttpResponse(result: APIGatewayProxyResultV2 | null | undefined): HttpResponse {
  if (typeof result !== 'object' || result === null || typeof result.statusCode !== 'number') {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body, 'utf8') };
  }
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = [...result.cookies];
  headers['content-type'] ??= 'application/json';
  const raw = result.body ?? '';
  return {
    statusCode: result.statusCode,
    headers,
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
  };
}

export function sendHttpResponse(res: ServerResponse, response: HttpResponse, headOnly = false): void {
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('content-length', response.body.length);
  res.end(headOnly ? undefined : response.body);
}

/** A JSON body in the API's `{code, message, result}` envelope, for answers the router gives itself. */
export function envelopeResponse(statusCode: number, message: string, headers: OutgoingHttpHeaders = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: Buffer.from(JSON.stringify({ code: statusCode, message, result: null }), 'utf8'),
  };
}
