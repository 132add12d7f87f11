import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { MAX_RESPONSE_BYTES } from '#http/envelope';
import { route } from '#http/route';
import { setLogSink } from '#kit/logger';
import { apiEvent, lambdaContext } from '#test/api-event';

const probe = defineEndpoint({
  id: 'test.bigAnswer',
  domain: 'auth',
  method: 'GET',
  path: '/test/big-answer',
  input: z.object({}),
  output: z.object({ rows: z.array(z.string()) }),
  access: 'public',
});

/** A handler whose one route answers `rows` strings of `length` characters each, through the whole middleware chain. */
async function answer(rows: number, text: string, language: 'en' | 'zh' = 'en') {
  const handler = createDomainHandler([route(probe, async () => ({ rows: Array.from({ length: rows }, () => text) }))]);
  const response = (await handler(apiEvent({ path: '/test/big-answer', language }), lambdaContext())) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { response, envelope: JSON.parse(response.body) as { code: number; message: string; result: unknown } };
}

afterEach(() => {
  vi.restoreAllMocks();
  setLogSink(undefined);
});

describe('answers and the Lambda response limit', () => {
  it('sends an answer just under the limit as it is, measured with escaping and multi-byte text', async () => {
    // 100 rows (the largest page) of Chinese text with quotes, which JSON escapes twice (the body is a string in the result): about 6.0 of the 6.3 MB.
    const text = '位号"介质"'.repeat(3_000);
    const { response, envelope } = await answer(100, text);
    expect(response.statusCode).toBe(200);
    expect(envelope.code).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(response))).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
  });

  it('refuses an answer over the limit with a localised error instead of Lambda failing the invocation', async () => {
    const errors: string[] = [];
    setLogSink((entry, line) => {
      if (entry.level === 'error') errors.push(line);
    });
    const text = 'x'.repeat(70_000);
    for (const [language, message] of [
      ['en', 'The answer is too large to send; narrow the search or show fewer rows per page and try again'],
      ['zh', '返回的数据过多，请缩小查询范围或减少每页条数后重试'],
    ] as const) {
      const { response, envelope } = await answer(100, text, language);
      expect(response.statusCode).toBe(500);
      expect(envelope).toEqual({ code: 500, message, result: null });
      expect(Buffer.byteLength(JSON.stringify(response))).toBeLessThan(MAX_RESPONSE_BYTES);
    }
    expect(errors.join('\n')).toContain('error.responseTooLarge');
  });
});
