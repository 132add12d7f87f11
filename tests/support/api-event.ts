import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export interface CallOptions {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  language?: string;
  headers?: Record<string, string>;
}

/** An API Gateway HTTP API (payload 2.0) event, as the real service sends it to our handlers. */
export function apiEvent(options: CallOptions): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const rawPath = `/user-api${options.path}`;
  const headers: Record<string, string> = { 'user-agent': 'vitest', ...(options.headers ?? {}) };
  if (options.token) headers['x-token'] = options.token;
  if (options.language) headers['accept-language'] = options.language;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString,
    headers,
    ...(options.query ? { queryStringParameters: options.query } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${rawPath}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
  };
}

export const lambdaContext = (): Context =>
  ({ awsRequestId: randomUUID(), functionName: 'test', getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

export interface EnvelopeResponse<T = unknown> {
  status: number;
  code: number;
  message: string;
  result: T;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** Invokes a domain handler the way API Gateway does and unpacks the envelope. */
export async function call<T = unknown>(handler: Handler, options: CallOptions): Promise<EnvelopeResponse<T>> {
  const response = (await handler(apiEvent(options), lambdaContext())) as APIGatewayProxyStructuredResultV2;
  const envelope = JSON.parse(String(response.body)) as { code: number; message: string; result: T };
  return { status: response.statusCode ?? 200, ...envelope };
}
