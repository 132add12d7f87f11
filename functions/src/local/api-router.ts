import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_BASE_PATH, ENDPOINTS, type Domain, type Endpoint } from '@sddp/shared';
import {
  envelopeResponse,
  MAX_BODY_BYTES,
  PayloadTooLargeError,
  readBody,
  sendHttpResponse,
  toApiGatewayEvent,
  toHttpResponse,
} from './api-gateway-adapter';
import { createLambdaContext } from './lambda-context';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2 | null | undefined>;

/** The handler of a route: by its domain (tests, in-process) or its HTTP API route key (`GET /user-api/…`, the local runtime). */
export type HandlerResolver = (domain: Domain, routeKey: string) => Promise<LambdaHandler>;

export interface ApiRouterOptions {
  endpoints?: readonly Endpoint[];
  /** Loads a domain's Lambda handler; default imports functions/src/domains/<domain>/handler.ts. */
  resolveHandler?: HandlerResolver;
  basePath?: string;
  region?: string;
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

export type RouteMatch = { kind: 'found'; endpoint: Endpoint } | { kind: 'not-found' } | { kind: 'method-not-allowed'; allow: string[] };

export function matchEndpoint(endpoints: readonly Endpoint[], method: string, path: string): RouteMatch {
  const onPath = endpoints.filter((endpoint) => endpoint.path === path);
  if (onPath.length === 0) return { kind: 'not-found' };
  const endpoint = onPath.find((candidate) => candidate.method === method);
  return endpoint ? { kind: 'found', endpoint } : { kind: 'method-not-allowed', allow: onPath.map((candidate) => candidate.method) };
}

/** Each domain's handler module is imported on first use and kept, like a warm Lambda. */
export function createHandlerResolver(load: (domain: Domain) => Promise<{ handler?: unknown }> = importDomainHandler): HandlerResolver {
  const cache = new Map<Domain, Promise<LambdaHandler>>();
  return (domain) => {
    let pending = cache.get(domain);
    if (!pending) {
      pending = load(domain).then((module) => {
        if (typeof module.handler !== 'function') throw new Error(`functions/src/domains/${domain}/handler.ts exports no handler`);
        return module.handler as LambdaHandler;
      });
      pending.catch(() => cache.delete(domain));
      cache.set(domain, pending);
    }
    return pending;
  };
}

function importDomainHandler(domain: Domain): Promise<{ handler?: unknown }> {
  return import(/* @vite-ignore */ `../domains/${domain}/handler.ts`) as Promise<{ handler?: unknown }>;
}

/** `/user-api/*` → the domain's Lambda handler through an API Gateway v2 event, as the deployed HTTP API does. */
export function createApiRouter(options: ApiRouterOptions = {}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const endpoints = options.endpoints ?? ENDPOINTS;
  const resolveHandler = options.resolveHandler ?? createHandlerResolver();
  const basePath = options.basePath ?? API_BASE_PATH;
  const region = options.region ?? 'cn-north-1';

  return async (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const path = rawPath.startsWith(`${basePath}/`) ? rawPath.slice(basePath.length) : undefined;
    const match = path === undefined ? ({ kind: 'not-found' } as const) : matchEndpoint(endpoints, method, path);
    if (match.kind === 'not-found') return sendHttpResponse(res, envelopeResponse(404, 'Not Found'));
    if (match.kind === 'method-not-allowed') {
      return sendHttpResponse(res, envelopeResponse(405, 'Method Not Allowed', { allow: match.allow.join(', ') }));
    }

    let body: Buffer;
    try {
      body = await readBody(req, options.maxBodyBytes ?? MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        res.setHeader('connection', 'close');
        return sendHttpResponse(res, envelopeResponse(413, 'Request Entity Too Large'));
      }
      throw error;
    }

    const { endpoint } = match;
    const requestId = randomUUID();
    const routeKey = `${endpoint.method} ${basePath}${endpoint.path}`;
    const event = toApiGatewayEvent(req, { routeKey, body, requestId });
    const context = createLambdaContext({ functionName: `sddp-${endpoint.domain}`, region, requestId });
    const started = Date.now();
    try {
      const handler = await resolveHandler(endpoint.domain, routeKey);
      const response = toHttpResponse(await handler(event, context));
      sendHttpResponse(res, response);
      options.log?.(`${method} ${rawPath} → ${response.statusCode} (${endpoint.id}, ${Date.now() - started} ms)`);
    } catch (error) {
      // What API Gateway answers when the function itself fails.
      options.log?.(
        `${method} ${rawPath} → 500 (${endpoint.id}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendHttpResponse(res, {
        statusCode: 500,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ message: 'Internal Server Error' })),
      });
    }
  };
}
