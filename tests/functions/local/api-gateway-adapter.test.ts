import { createServer } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody, sendHttpResponse, toApiGatewayEvent, toHttpResponse, PayloadTooLargeError } from '#local/api-gateway-adapter';
import { send, serve } from './http-helpers';

describe('request → API Gateway v2 event', () => {
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Echoes the event it built, so each test sees exactly what a handler would receive.
    const server = createServer((req, res) => {
      readBody(req, 1024)
        .then((body) => {
          const event = toApiGatewayEvent(req, { routeKey: 'POST /user-api/echo', body });
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(event));
        })
        .catch((error: unknown) => {
          res.statusCode = error instanceof PayloadTooLargeError ? 413 : 500;
          res.end();
        });
    });
    ({ port, close } = await serve(server));
  });
  afterAll(() => close());

  const eventFor = async (options: Parameters<typeof send>[1]) => JSON.parse((await send(port, options)).text) as APIGatewayProxyEventV2;

  it('carries the version, route key, raw path and request context', async () => {
    const event = await eventFor({ path: '/user-api/echo', headers: { 'user-agent': 'test-agent' } });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /user-api/echo',
      rawPath: '/user-api/echo',
      rawQueryString: '',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'POST /user-api/echo',
        stage: '$default',
        domainName: `127.0.0.1:${port}`,
        http: { method: 'GET', path: '/user-api/echo', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test-agent' },
      },
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5_000);
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
  });

  it('decodes query parameters and joins repeated ones with commas', async () => {
    const event = await eventFor({ path: '/user-api/echo?page=2&tag=a&tag=b&name=%E5%BC%A0%20san&empty=' });
    expect(event.rawQueryString).toBe('page=2&tag=a&tag=b&name=%E5%BC%A0%20san&empty=');
    expect(event.queryStringParameters).toEqual({ page: '2', tag: 'a,b', name: '张 san', empty: '' });
  });

  it('lower-cases header names, joins repeated headers and moves cookies to `cookies`', async () => {
    const event = await eventFor({
      path: '/user-api/echo',
      headers: { 'X-Token': 'abc', 'X-Multi': ['one', 'two'], Cookie: 'a=1; b=2' },
    });
    expect(event.headers['x-token']).toBe('abc');
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['a=1', 'b=2']);
  });

  it('passes text bodies as they are and base64-encodes binary ones', async () => {
    const json = await eventFor({
      method: 'POST',
      path: '/user-api/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"name":"张三"}',
    });
    expect(json).toMatchObject({ body: '{"name":"张三"}', isBase64Encoded: false });

    const form = await eventFor({
      method: 'POST',
      path: '/user-api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=2',
    });
    expect(form).toMatchObject({ body: 'a=1&b=2', isBase64Encoded: false });

    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const binary = await eventFor({
      method: 'POST',
      path: '/user-api/echo',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body ?? '', 'base64')).toEqual(bytes);

    const multipart = await eventFor({
      method: 'POST',
      path: '/user-api/echo',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(multipart).toMatchObject({ body: Buffer.from('--x--').toString('base64'), isBase64Encoded: true });
  });

  it('rejects bodies over the limit with 413', async () => {
    const response = await send(port, { method: 'POST', path: '/user-api/echo', body: 'x'.repeat(2048) });
    expect(response.status).toBe(413);
  });
});

describe('Lambda result → HTTP response', () => {
  it('uses a structured result as it is, with cookies as Set-Cookie headers', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain', 'X-Count': 3 },
      cookies: ['session=abc; HttpOnly', 'lang=zh'],
      body: 'created',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toMatchObject({
      'content-type': 'text/plain',
      'x-count': '3',
      'set-cookie': ['session=abc; HttpOnly', 'lang=zh'],
    });
    expect(response.body.toString()).toBe('created');
  });

  it('decodes base64 bodies', () => {
    const response = toHttpResponse({ statusCode: 200, headers: { 'content-type': 'image/png' }, body: 'AAEC/w==', isBase64Encoded: true });
    expect([...response.body]).toEqual([0, 1, 2, 255]);
  });

  it('treats a string or an object without statusCode as a 200 JSON body', () => {
    const text = toHttpResponse('hello');
    expect(text).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' } });
    expect(text.body.toString()).toBe('hello');

    const object = toHttpResponse({ code: 200, message: 'ok', result: [1] } as never);
    expect(object.statusCode).toBe(200);
    expect(JSON.parse(object.body.toString())).toEqual({ code: 200, message: 'ok', result: [1] });
  });

  it('defaults the content type and an empty body of a structured result', () => {
    const response = toHttpResponse({ statusCode: 204 });
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.body.length).toBe(0);
  });

  it('writes Set-Cookie lines and the body to the socket', async () => {
    const server = createServer((_req, res) => {
      sendHttpResponse(res, toHttpResponse({ statusCode: 200, cookies: ['a=1', 'b=2'], body: '{"ok":true}' }));
    });
    const { port, close } = await serve(server);
    try {
      const response = await send(port, { path: '/' });
      expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      expect(response.headers['content-length']).toBe('11');
      expect(JSON.parse(response.text)).toEqual({ ok: true });
    } finally {
      await close();
    }
  });
});
