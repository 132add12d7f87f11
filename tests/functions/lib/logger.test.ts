import { describe, expect, it } from 'vitest';
import { redact } from '../../../functions/src/lib/logger';

describe('log redaction', () => {
  it('drops secrets at any depth and keeps the rest', () => {
    const redacted = redact({ userCode: 'alice', password: 'x', nested: { token: 't', captcha: 'c', ok: 1 }, list: [{ pwd: 'p' }] });
    expect(redacted).toEqual({
      userCode: 'alice',
      password: '[redacted]',
      nested: { token: '[redacted]', captcha: '[redacted]', ok: 1 },
      list: [{ pwd: '[redacted]' }],
    });
  });
});
