import { describe, expect, it } from 'vitest';
import { forgetInRequest, inRequestScope, onceInRequest } from '#kit/db/request-memo';

const counter = () => {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
};

describe('onceInRequest', () => {
  it('reads every time outside a request', async () => {
    const source = counter();
    await onceInRequest('k', source.read);
    await onceInRequest('k', source.read);
    expect(source.reads()).toBe(2);
  });

  it('reads once per key within a request, concurrent callers sharing the read, and again in the next request', async () => {
    const source = counter();
    const answers = await inRequestScope(() => Promise.all([onceInRequest('k', source.read), onceInRequest('k', source.read)]));
    expect(answers).toEqual([1, 1]);
    expect(await inRequestScope(() => onceInRequest('other', source.read))).toBe(2);
    expect(await inRequestScope(() => onceInRequest('k', source.read))).toBe(3);
  });

  it('reads again after a write forgot the key, and does not keep a failed read', async () => {
    const source = counter();
    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('throttled');
      return source.read();
    };
    await inRequestScope(async () => {
      await expect(onceInRequest('k', flaky)).rejects.toThrow('throttled');
      fail = false;
      expect(await onceInRequest('k', flaky)).toBe(1);
      forgetInRequest('k');
      expect(await onceInRequest('k', flaky)).toBe(2);
    });
  });
});
