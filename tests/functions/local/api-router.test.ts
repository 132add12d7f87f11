import { createServer } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, type Domain } from '@sddp/shared';
import { createApiRouter, createHandlerResolver, matchEndpoint, type LambdaHandler } from '#local/api-router';
import { send, serve } from './http-helpers';

const endpoint = (domain: Domain, method: 'GET' | 'POST', path: string) =>
  defineEndpoint({ id: `${domain}.${path}`, domain, method, path, input: z.object({}), output: z.unknown(), access: 'public' });

const ENDPOINTS = [
  endpoint('auth', 'GET', '/cap_img'),
  endpoint('auth', 'POST', '/auth/login'),
  endpoint('org', 'GET', '/org/list'),
  endpoint('org', 'GET', '/echo/string'),
  endpoint('org', 'GET', '/boom'),
];

describe('matchEndpoint', () => {
  it('finds by method and path, and tells a wrong method from an unknown path', () => {
    expect(matchEndpoint(ENDPOINTS, 'POST', '/auth/login')).toMatchObject({ kind: 'found', endpoint: { id: 'auth./auth/login' } });
    expect(matchEndpoint(ENDPOINTS, 'GET', '/auth/login')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
    expect(matchEndpoint(ENDPOINTS, 'GET', '/nope')).toEqual({ kind: 'not-found' });
  });
});

describe('API router', () => {
  const calls: Array<{ domain: Domain; event: APIGatewayProxyEventV2; context: Context }> = [];
  const handlerFor =
    (domain: Domain): LambdaHandler =>
    async (event, context) => {
      calls.push({ domain, event, context });
      if (event.rawPath.endsWith('/echo/string')) return 'plain';
      if (event.rawPath.endsWith('/boom')) throw new Error('handler failed');
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        cookies: ['seen=1'],
        body: JSON.stringify({ code: 200, message: 'ok', result: { domain } }),
      };
    };
  const load = vi.fn(async (domain: Domain) => ({ handler: handlerFor(domain) }));
  const log = vi.fn();
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const router = createApiRouter({ endpoints: ENDPOINTS, resolveHandler: createHandlerResolver(load), maxBodyBytes: 1024, log });
    ({ port, close } = await serve(createServer((req, res) => void router(req, res))));
  });
  afterAll(() => close());

  it('dispatches to the domain handler with an API Gateway event and a Lambda context', async () => {
    const response = await send(port, { path: '/user-api/org/list?page=1', headers: { 'x-token': 't' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ code: 200, message: 'ok', result: { domain: 'org' } });
    expect(response.headers['set-cookie']).toEqual(['seen=1']);
    const call = calls.at(-1)!;
    expect(call.domain).toBe('org');
    expect(call.event).toMatchObject({
      routeKey: 'GET /user-api/org/list',
      rawPath: '/user-api/org/list',
      rawQueryString: 'page=1',
      queryStringParameters: { page: '1' },
      headers: { 'x-token': 't' },
    });
    expect(call.context.functionName).toBe('sddp-org');
    expect(call.context.awsRequestId).toBe(call.event.requestContext.requestId);
    expect(call.context.getRemainingTimeInMillis()).toBeGreaterThan(20_000);
  });

  it('passes POST bodies and picks the handler by domain', async () => {
    const response = await send(port, {
      method: 'POST',
      path: '/user-api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"a"}',
    });
    expect(JSON.parse(response.text).result).toEqual({ domain: 'auth' });
    expect(calls.at(-1)).toMatchObject({ domain: 'auth', event: { body: '{"username":"a"}', isBase64Encoded: false } });
  });

  it('imports each domain handler once', async () => {
    await send(port, { path: '/user-api/cap_img' });
    await send(port, { path: '/user-api/cap_img' });
    expect(load.mock.calls.filter(([domain]) => domain === 'auth')).toHaveLength(1);
  });

  it('answers an unknown path with a 404 envelope without loading any handler', async () => {
    const before = load.mock.calls.length;
    for (const path of ['/user-api/nope', '/user-api', '/user-api/', '/user-apix/cap_img']) {
      const response = await send(port, { path });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({ code: 404, message: 'Not Found', result: null });
    }
    expect(load.mock.calls.length).toBe(before);
  });

  it('answers a known path with the wrong method with a 405 envelope', async () => {
    const response = await send(port, { method: 'GET', path: '/user-api/auth/login' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(JSON.parse(response.text)).toEqual({ code: 405, message: 'Method Not Allowed', result: null });
  });

  it('reads a string result as API Gateway does', async () => {
    const response = await send(port, { path: '/user-api/echo/string' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.text).toBe('plain');
  });

  it('turns a failing handler into API Gateway’s 500 and logs the error', async () => {
    const response = await send(port, { path: '/user-api/boom' });
    expect(response.status).toBe(500);
    expect(JSON.parse(response.text)).toEqual({ message: 'Internal Server Error' });
    expect(log.mock.calls.some(([line]) => String(line).includes('handler failed'))).toBe(true);
  });

  it('refuses bodies over the limit with a 413 envelope', async () => {
    const response = await send(port, { method: 'POST', path: '/user-api/auth/login', body: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toMatchObject({ code: 413, result: null });
  });
});
